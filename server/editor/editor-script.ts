/**
 * The site's additions to Decap CMS, served as /admin/site.js after Decap's bundle; plain
 * browser script, written with Decap's own globals (`CMS`, `createClass`, `h`). What it
 * needs comes from the page (`#site-editor`, ./serve.ts), so this text never changes with
 * the content.
 *
 * - Every language before a save (docs/decisions/0025-editor.md, "Consequences"): Decap
 *   checks the required fields of the default language's pane only, so a `preSave` handler
 *   refuses a save while a translated entry lacks a required text in another language,
 *   naming the language and the fields; Decap shows it as "Kan item niet opslaan: …". An
 *   entry of a folder collection and a named file hold their languages alike in the editor
 *   (`i18n.<locale>.data`, whether written a file per language or one file with a section
 *   per language: decap-cms-core lib/i18n.ts `getI18nEntry`); a named file's required
 *   texts are found by its collection and name ("legal/warranty"), nested ones by their
 *   path ("hero.title").
 * - Decap's Dutch lacks the words of a typed list's add button (decap-cms-locales `nl` has
 *   no `editor.editorWidgets.list.addType`, so a legal chapter's button would read "Add
 *   inhoud", in English, from the words Decap falls back to): the site gives them.
 * - The preview pane (docs/decisions/0029-editor-preview.md), when previews are on: for
 *   every collection and named file, a preview template that frames /admin/preview for the
 *   entry in the language the left pane edits (Decap gives the template that language's
 *   data), reloaded after each save.
 */
export const editorScript = `"use strict";
(function () {
  var config = JSON.parse(document.getElementById("site-editor").textContent);

  var dutch = CMS.getLocale("nl");
  var lists = dutch && dutch.editor && dutch.editor.editorWidgets && dutch.editor.editorWidgets.list;
  if (lists && !lists.addType) lists.addType = "Voeg %{item} toe";

  CMS.registerEventListener({
    name: "preSave",
    handler: function (event) {
      var entry = event.entry;
      var collection = entry.get("collection");
      var required = config.required[collection] || config.required[collection + "/" + entry.get("slug")];
      if (!required) return undefined;
      var missing = [];
      config.locales.forEach(function (locale) {
        var empty = required.filter(function (field) {
          var value = entry.getIn(["i18n", locale, "data"].concat(field.name.split(".")));
          return value === undefined || value === null || String(value).trim() === "";
        });
        if (empty.length)
          missing.push(config.languageNames[locale] + " (" + locale.toUpperCase() + "): " + empty.map(function (f) { return f.label; }).join(", "));
      });
      if (!missing.length) return undefined;
      throw "ontbreekt in " + missing.join("; ") + ". Kies de taal in het rechterpaneel, vul het in en sla opnieuw op.";
    },
  });

  if (!config.previews) return;
  // Decap hands a template the entry with the left pane's data in "data"; the default
  // language's is the entry's own.
  function localeOf(entry) {
    for (var i = 0; i < config.locales.length; i++) {
      var locale = config.locales[i];
      if (entry.get("data") === entry.getIn(["i18n", locale, "data"])) return locale;
    }
    return config.defaultLocale;
  }
  var Preview = createClass({
    render: function () {
      var entry = this.props.entry;
      var params = new URLSearchParams({
        collection: this.props.collection.get("name"),
        entry: entry.get("slug") || "",
        locale: localeOf(entry),
      });
      return h("iframe", {
        src: location.origin + "/admin/preview?" + params.toString(),
        title: "Voorvertoning",
        "data-site-preview": "",
        style: { width: "100%", height: "90vh", border: 0 },
      });
    },
  });
  config.previews.templates.forEach(function (name) {
    CMS.registerPreviewTemplate(name, Preview);
  });
  // A save makes a new commit on the draft's branch: the pane shows where its preview stands.
  CMS.registerEventListener({
    name: "postSave",
    handler: function () {
      document.querySelectorAll("iframe").forEach(function (pane) {
        var inner = pane.contentDocument && pane.contentDocument.querySelectorAll("iframe[data-site-preview]");
        (inner || []).forEach(function (frame) {
          frame.contentWindow.location.reload();
        });
      });
    },
  });
})();
`;
