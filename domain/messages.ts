/**
 * Every message the server sends back to the client, in French.
 * The client shows them as they are (spec part 1 §8: "the server's message, else …").
 */
export const messages = {
  // Generic HTTP outcomes
  badRequest: 'Requête invalide.',
  invalidJson: 'Le corps de la requête doit être un JSON valide.',
  unauthenticated: 'Non authentifié.',
  sessionExpired: 'Session expirée. Connecte-toi à nouveau.',
  forbidden: 'Action non autorisée.',
  notFound: 'Ressource introuvable.',
  routeNotFound: 'Adresse introuvable.',
  payloadTooLarge: 'Requête trop volumineuse.',
  tooManyRequests: 'Trop de requêtes. Réessaie dans un instant.',
  internal: 'Erreur interne du serveur. Réessaie plus tard.',
  unsupportedMediaType: 'Le contenu doit être envoyé au format JSON.',

  // Accounts (part 1 §5 and the rulings of ARCHITECTURE.md)
  usernameTooShort: 'Le pseudo doit contenir au moins 3 caractères.',
  usernameTooLong: 'Le pseudo doit contenir au plus 32 caractères.',
  usernameInvalid: 'Le pseudo ne doit pas contenir de caractères de contrôle.',
  usernameTaken: 'Ce pseudo est déjà utilisé.',
  passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères.',
  passwordTooLong: 'Le mot de passe doit contenir au plus 200 caractères.',
  imageUrlInvalid: 'Adresse d’image invalide : utilise une image téléversée ou un lien http(s).',
  slugInvalid: 'Utilise uniquement des lettres, chiffres ou tirets (min. 1 caractère).',
  slugTaken: 'Cet identifiant est déjà utilisé par un autre profil.',
  loginFailed: 'Pseudo ou mot de passe incorrect.',
  loginThrottled: (seconds: number) =>
    `Trop de tentatives de connexion. Réessaie dans ${seconds} s.`,
  registerThrottled: (seconds: number) =>
    `Trop de créations de compte depuis cette connexion. Réessaie dans ${seconds} s.`,
  suspended: 'Action impossible : compte suspendu.',

  // User data document
  dataStale:
    'Tes données ont été modifiées ailleurs (autre onglet ou appareil). Recharge-les avant d’enregistrer.',
  dataTooLarge: (limitMb: number) =>
    `Tes données dépassent la taille maximale autorisée (${limitMb} Mo). Allège tes images ou supprime du contenu.`,
  dataInvalid: 'Données invalides : le document doit être un objet JSON.',
  partsInvalid: (max: number) =>
    `Enregistrement invalide : envoie de 1 à ${max} parties, chacune avec une clé connue (subjects, profile, cards:…, zoningSets:…, mindMaps:…) présente une fois, sa révision et son contenu.`,
  saveIdInvalid: 'Identifiant d’enregistrement invalide : de 8 à 64 lettres, chiffres, « - » ou « _ ».',
  partsStale:
    'Une partie de tes données a été modifiée ailleurs (autre onglet ou appareil) : rien n’a été enregistré. Recharge-la avant d’enregistrer.',
  historyCursorInvalid: 'Page d’historique invalide : reprends la valeur « next » de la page précédente.',
  revisionRequired: 'Indique la révision de tes données (revision) pour enregistrer.',
  richTextTooComplex: (limit: number) =>
    `Trop de textes mis en forme à nettoyer en une fois (au plus ${limit} différents, sans balises inconnues ou trop imbriquées). Enregistre-les en plusieurs fois.`,

  // Uploads
  uploadInvalidDataUrl: 'Fichier invalide : envoie une image ou un son encodé en data URL.',
  uploadUnsupported:
    'Format non supporté. Images : PNG, JPEG, WebP ou GIF. Sons : MP3, OGG ou WAV.',
  uploadImageTooLarge: (limitMb: number) => `Image trop lourde (limite ~${limitMb} Mo).`,
  uploadAudioTooLarge: 'Fichier trop lourd (limite ~5 Mo).',
  uploadQuotaExceeded: (limitMb: number) =>
    `Espace de stockage plein (${limitMb} Mo). Supprime des images ou des sons avant d’en ajouter.`,
  uploadNotFound: 'Fichier introuvable.',
  uploadNotOwned: 'Ce fichier ne t’appartient pas.',
  uploadUrlInvalid: 'Adresse de fichier invalide.',

  // Training sessions recorded by the server
  sessionInvalid: 'Session invalide : elle ne correspond à aucune séance possible.',
  sessionChapterMissing: 'Matière ou chapitre introuvable pour cette session.',
  sessionMethodInactive: 'Cette méthode n’est pas encore disponible.',
  sessionUnknownQuestion: 'Session invalide : une question ne fait pas partie de ce chapitre.',
  sessionImplausible: 'Session invalide : ses horaires ou son score sont impossibles.',
  sessionDuplicateQuestion: 'Session invalide : une même question y est posée deux fois.',
  sessionQuestionKind: 'Session invalide : une question y est posée d’une façon que sa méthode ne permet pas.',
  sessionTooFast: 'Session refusée : réponses trop rapides (au moins 1 seconde par réponse tapée).',
  sessionStartMismatch: 'Session invalide : elle ne correspond pas à la séance commencée.',
  sessionNotFound: 'Session introuvable.',
  // QCM sessions: drawn and judged by the server
  qcmNothingToAsk:
    'Pas assez de matière pour un QCM dans ce chapitre : il faut au moins 4 réponses différentes parmi ses cartes, 4 légendes sur une même planche ou 4 textes sur une même mind map.',
  qcmSessionDrawn: 'Cette session de QCM a déjà été tirée : lance-en une nouvelle.',
  qcmSessionNotFound: 'Session de QCM introuvable : elle a peut-être expiré (plus d’un jour). Lance-en une nouvelle.',
  qcmSessionRecorded: 'Cette session de QCM est terminée : ses réponses sont déjà enregistrées.',
  qcmQuestionMissing: 'Cette question ne fait pas partie de la session de QCM.',
  qcmNothingTicked: 'Coche au moins une proposition avant de valider.',
  qcmAnswerFormat: 'Cette réponse ne correspond pas aux propositions de la question.',
  qcmAlreadyAnswered: 'Cette question a déjà reçu une réponse : seule la première compte.',
  badgeNotEarned: 'Ce badge n’est pas (encore) mérité.',
  badgeNotGrantable: 'Ce badge ne peut pas être attribué de cette façon.',

  // Plan quotas
  quotaExceeded: (kind: 'zoning' | 'mindmap', limit: number) =>
    `Tu as atteint la limite de ta formule : ${limit} ${kind === 'zoning' ? 'planches de zonage' : 'mind maps'} au maximum.`,

  // Duels
  duelPlanRequired: 'Les duels se lancent avec la formule Major ou Champion. Accepter un défi reste ouvert à tous.',
  duelSelf: 'Tu ne peux pas te défier toi-même.',
  duelNotFound: 'Duel introuvable.',
  duelCodeUnknown: 'Aucun duel en attente avec ce code.',
  duelCodeThrottled: (seconds: number) => `Trop de codes essayés. Réessaie dans ${seconds} s.`,
  duelInvitesThrottled: (seconds: number) => `Trop de défis lancés en peu de temps. Réessaie dans ${seconds} s.`,
  duelTaken: 'Ce duel a déjà un adversaire.',
  duelLapsed: "Ce duel n'attend plus d'adversaire : son auteur est parti.",
  duelInvitedOther: 'Ce défi est réservé à une autre personne.',
  duelOpponentMissing: 'Adversaire introuvable.',
  duelMaterialMissing: 'Matière ou chapitre introuvable.',
  duelTooFewQuestions: (needed: number, found: number) =>
    `Pas assez de questions pour ce duel : il en faut ${needed}, ce choix en donne ${found}.`,
  duelNotStarted: "Ce duel n'a pas encore commencé.",
  duelOver: 'Ce duel est terminé.',
  duelNotYourTurn: "Ce n'est pas ton tour.",
  duelStaleQuestion: "Cette question n'est plus celle en cours : la page se met à jour.",

  // Share codes
  shareInvalid: 'Données de partage invalides : rien d’exploitable dans ce partage.',
  shareUnknownType: 'Type de partage inconnu.',
  shareTooLarge: 'Partage trop volumineux pour le serveur.',
  shareNotFound: 'Code de partage introuvable ou expiré.',
  shareThrottled: (seconds: number) => `Trop de partages en peu de temps. Réessaie dans ${seconds} s.`,

  // Realtime
  realtimeBadPayload: 'Événement temps réel invalide.',

  // Public profiles, leaderboard and the account's export and deletion
  profileNotFound: 'Profil introuvable ou indisponible.',
  accountPasswordWrong: 'Mot de passe incorrect : ton compte n’a pas été supprimé.',
  accountDeleteThrottled: (seconds: number) =>
    `Trop de tentatives de suppression. Réessaie dans ${seconds} s.`,

  // Administration
  adminUserNotFound: 'Utilisateur introuvable.',
  adminBadgeUnknown: 'Badge inconnu.',
  adminBadgeProtected: 'Le badge admin ne peut pas être modifié depuis le tableau de bord.',
  adminSelfAction: 'Action impossible sur ton propre compte.',
  adminImpersonateAdmin: 'Impossible de se connecter au compte d’un autre administrateur.',
  impersonationCredentials:
    'Connecté au compte par un administrateur : le pseudo et le mot de passe ne peuvent pas être modifiés.',
  impersonationDelete: 'Connecté au compte par un administrateur : le compte ne peut pas être supprimé.',
  adminBanMinutes: 'Durée de suspension invalide (0 à 129600 minutes).',
  announcementNotFound: 'Message introuvable.',
  visitDayInvalid: 'Jour de visite invalide.',
  promoCodeNotFound: 'Code promotionnel introuvable.',
  promoCodeTaken: 'Ce code promotionnel existe déjà.',
  promoCodeFormat: 'Code invalide : 3 à 40 lettres, chiffres, tirets ou soulignés.',
  promoCodeProviderFormat: 'Le service de paiement refuse le caractère « _ » dans un code : garde lettres, chiffres et tirets.',
  promoPercentInvalid: 'Le pourcentage doit être compris entre 1 et 100.',
  promoAmountInvalid: 'Le montant doit être d’au moins 1 centime.',
  promoCurrencyInvalid: 'La devise doit comporter 3 lettres minuscules (ex. eur).',
  promoDurationInvalid: 'Durée invalide : once, forever ou repeating.',
  promoMonthsInvalid: 'La durée en mois doit être comprise entre 1 et 36.',
  promoMaxRedemptionsInvalid: 'Le nombre maximal d’utilisations doit être au moins 1.',
  promoExpiryInvalid: 'La date d’expiration doit être dans le futur.',
  promoCodeUnavailable: 'Code promotionnel invalide, expiré ou épuisé.',
  promoCodeCurrency: (currency: string) => `Ce code promotionnel ne s’applique pas aux paiements en ${currency.toUpperCase()}.`,

  // Mode examen
  examPlanRequired: 'Le mode examen est inclus dans les formules Major et Champion. Passe à Major pour aller plus loin.',
  examRunning: 'Un examen est déjà en cours : termine-le avant d’en commencer un autre.',
  examNotFound: 'Examen introuvable.',
  examChapterMissing: 'Un des chapitres choisis est introuvable.',
  examNothingToAsk: 'Ces chapitres ne contiennent aucune question à poser dans ces formats.',
  examTimeUp: 'Le temps de l’examen est écoulé : cette réponse n’a pas été enregistrée.',
  examFinished: 'Cet examen est terminé : sa correction est prête.',
  examClosed: 'Cet examen est déjà rendu : cette réponse n’a pas été enregistrée.',
  examAnswerFormat: 'Cette réponse ne correspond pas au format de la question.',
  examQuestionMissing: 'Cette question ne fait pas partie de l’examen.',

  // Billing: checkout, confirmation, stop at period end and provider webhooks
  billingUrlInvalid: 'Adresse de retour invalide : elle doit être un chemin de Mnémo commençant par « / ».',
  billingAlreadySubscribed: 'Tu as déjà cette formule.',
  billingCheckoutNotFound: 'Paiement introuvable.',
  billingCheckoutPending: 'Paiement pas encore confirmé. Réessaie dans un instant.',
  billingCheckoutPaid: 'Ce paiement est déjà effectué.',
  billingNoSubscription: 'Aucun abonnement en cours.',
  billingProviderUnavailable: 'Le service de paiement ne répond pas. Réessaie plus tard.',
  billingStopBeforeDeletion:
    "Le service de paiement ne répond pas : ton abonnement n'a pas pu être arrêté, ton compte n'est donc pas supprimé. Réessaie plus tard.",
  billingWebhookSignature: 'Signature du webhook invalide ou expirée.',
  // Feature flags and early access (issue 51)
  featureUnknown: 'Fonctionnalité inconnue.',
  featureOff: 'Cette fonctionnalité n’est pas encore disponible.',
  featureEarlyAccess:
    'Cette fonctionnalité est en accès anticipé : active « Essayer les nouveautés en avant-première » sur ta page Compte (formules Major et Champion).',
  earlyAccessPlan: 'L’accès anticipé aux nouveautés est réservé aux formules Major et Champion.',
  // Conversation threads: support requests and mentor–mentee threads (issue 51)
  threadNotFound: 'Conversation introuvable.',
  threadMessageEmpty: 'Écris un message avant de l’envoyer.',
  threadMessageTooLong: (max: number) => `Le message doit contenir au plus ${max.toLocaleString('fr-FR')} caractères.`,
  threadFull: (max: number) => `Cette conversation a atteint ${max} messages, son maximum.`,
  threadAttachmentInvalid: 'La capture d’écran doit être une image que tu as téléversée sur Mnémo.',
  supportSubjectEmpty: 'Indique le sujet de ta demande.',
  supportSubjectTooLong: (max: number) => `Le sujet doit contenir au plus ${max} caractères.`,
  supportDailyLimit: (max: number) => `Tu as déjà ouvert ${max} demandes aujourd’hui. Réessaie demain, ou complète une demande ouverte.`,
  // Masterclasses and mentoring (issue 51, Champion)
  masterclassChampionOnly: 'Les masterclasses mensuelles sont réservées à la formule Champion.',
  mentoringChampionOnly: 'Le parrainage est réservé à la formule Champion.',
  masterclassNotFound: 'Masterclass introuvable.',
  masterclassFull: 'Cette masterclass est complète.',
  masterclassOver: 'Cette masterclass est terminée : on ne peut plus s’y inscrire.',
  masterclassNotSignedUp: 'Inscris-toi à cette masterclass pour télécharger son invitation.',
  masterclassIcsSpeaker: (speaker: string) => `Intervenant·e : ${speaker}`,
  masterclassIcsCall: 'Le lien de la visio s’affiche sur Mnémo, page Masterclasses, 15 minutes avant le début.',
  masterclassTimeInvalid: 'Cette date et cette heure n’existent pas à Paris (passage à l’heure d’été).',
  mentorRequestExists: 'Tu as déjà demandé un parrain ou une marraine.',
  mentorRequestNotFound: 'Demande de parrainage introuvable.',
  mentorRequestAssigned: 'Cette demande a déjà un parrain ou une marraine.',
  mentorNoRequest: 'Demande d’abord un parrain ou une marraine.',
  mentorUnknownUser: 'Aucun compte ne porte ce pseudo.',
  mentorSelfGrant: 'Tu ne peux pas te donner la marque « parrain » toi-même : un autre administrateur doit le faire.',
  mentorNotMentor: 'Ce compte n’a pas la marque « parrain ».',
  mentorOwnMentee: 'Un parrain ne peut pas être son propre filleul.',
  mentorHasMentees: 'Ce parrain suit encore des filleuls : attribue-les d’abord à quelqu’un d’autre.',
  menteeStatsNotShared: 'Ce filleul ne partage pas (ou plus) ses statistiques avec toi.',
} as const;

export type MessageKey = keyof typeof messages;
