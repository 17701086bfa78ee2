import type { FormsCopy } from "./forms";

/**
 * French (fr) translation of ./forms.ts; the contact and service pages' Dutch texts in
 * French. No-break spaces (\u00a0) before : ; ! ? » and after «.
 */
export const forms: FormsCopy = {
  labels: {
    firstName: "Prénom",
    lastName: "Nom de famille",
    name: "Nom",
    email: "E-mail",
    company: "Entreprise",
    subject: "Objet",
    message: "Message",
    phone: "Téléphone",
    brand: "Marque",
    model: "Modèle",
    serialNumber: "Numéro de série",
    purchaseDate: "Date d’achat",
    issueDescription: "Description du problème",
    urgency: "Urgence",
    comments: "Commentaires",
  },
  optional: " (facultatif)",
  honeypot: "Laissez ce champ vide",
  hints: {
    serialNumber: "Sur la plaque signalétique, souvent à l’intérieur de la porte.",
    issueDescription: "Ce qui se passe, depuis quand, et le code d’erreur éventuel affiché à l’écran.",
  },
  submit: { message: "Envoyer le message", service: "Envoyer la demande d’intervention", dealer: "Envoyer la candidature" },
  sending: "Envoi en cours...",
  homeContactLabel: "Envoyez-nous un message",
  service: {
    details: "Vos coordonnées",
    appliance: "Votre appareil",
    choose: "Choisissez une marque",
    otherBrand: "Autre marque",
    urgency: { low: "Faible", normal: "Normale", high: "Élevée", urgent: "Urgente" },
  },
  dealer: { general: "Général (toutes les marques)", brand: "Marque\u00a0:" },
  success: {
    title: "Envoi réussi\u00a0!",
    homeContact: "Merci pour votre message\u00a0! Nous vous répondrons très bientôt.",
    dealer: "Votre candidature de revendeur a bien été reçue\u00a0! Nous vous contacterons dans les 48\u00a0heures.",
    brandDealer: "Votre candidature de revendeur {brand} a bien été reçue\u00a0! Nous vous contacterons dans les 48\u00a0heures.",
  },
  pageForms: {
    lang: "fr",
    contactSuccess: "Merci pour votre message\u00a0! Nous vous contacterons dans les 24\u00a0heures.",
    serviceSuccess: "Votre demande d’intervention a bien été reçue\u00a0! Nos techniciens vous contacteront dans les 24\u00a0heures.",
    contactSending: "Envoi en cours...",
    serviceSending: "Envoi de la demande...",
  },
  validation: {
    required: "Le champ «\u00a0{field}\u00a0» est obligatoire",
    notText: "Le champ «\u00a0{field}\u00a0» doit contenir du texte",
    invalidCharacters: "Le champ «\u00a0{field}\u00a0» contient des caractères non valides",
    tooLong: "Le champ «\u00a0{field}\u00a0» ne peut pas dépasser {max}\u00a0caractères",
    email: "Veuillez saisir une adresse e-mail valide",
    phone: "Veuillez saisir un numéro de téléphone valide",
    brand: "Veuillez choisir une marque dans la liste",
    urgency: "Veuillez choisir un degré d’urgence dans la liste",
    purchaseDate: "Veuillez saisir une date d’achat valide",
  },
  errors: {
    failed: "Le formulaire n’a pas pu être envoyé",
    invalid: "Veuillez vérifier les champs signalés.",
    unavailable: "Votre message n’a pas pu être enregistré pour le moment. Veuillez réessayer dans un instant.",
    rateLimited: {
      one: "Trop d’envois. Veuillez réessayer dans {seconds}\u00a0seconde.",
      other: "Trop d’envois. Veuillez réessayer dans {seconds}\u00a0secondes.",
    },
    idempotencyConflict: "Cette clé Idempotency-Key a déjà été utilisée pour un autre envoi.",
    notFromPage: "Veuillez envoyer le formulaire depuis la page.",
    wrongForm: "Ce formulaire ne peut pas être envoyé depuis cette page.",
    tooLarge: "Le formulaire est trop volumineux pour être envoyé (limite\u00a0: {limit}\u00a0Ko).",
    unreadable: "Le formulaire n’a pas pu être lu. Veuillez l’envoyer à nouveau.",
  },
  popup: {
    title: "Devenez revendeur",
    brandTitle: "Devenez revendeur {brand}",
    intro: "Parlez-nous de votre entreprise et nous vous contacterons dans les 48\u00a0heures.",
    show: "Voir le formulaire",
    hide: "Masquer le formulaire",
    close: "Fermer la candidature de revendeur",
    appeared: "{title}\u00a0: vous pouvez ouvrir un formulaire de candidature en bas de l’écran.",
  },
};
