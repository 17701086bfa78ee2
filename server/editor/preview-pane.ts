/**
 * The editor's preview pane (docs/decisions/0029-editor-preview.md), served as
 * /admin/preview-pane.js after Decap's bundle: for every collection and named file, a
 * preview template that frames /admin/preview for the entry in the language the left pane
 * edits (Decap gives the template that language's data), and reloads it after each save.
 * Plain browser script, written with Decap's own `createClass` and `h`; the template names
 * come from the page (`#site-preview`), so this text never changes with the content.
 */
export const previewPaneScript = `"use strict";
(function () {
  var config = JSON.parse(document.getElementById("site-preview").textContent);
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
  config.templates.forEach(function (name) {
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
