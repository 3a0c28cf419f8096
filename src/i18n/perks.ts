import type { FeatureState } from '../../domain/features';

/** Interface texts of the perks the plans sell (issue 51), exposed as `fr.perks`. */
export const perksText = {
  locked: {
    title: 'Réservé à une autre formule',
    body: (what: string, plan: string) => `${what} : tu ne peux pas en profiter avec la formule ${plan}.`,
    proposal: (plan: string) => `Passe à ${plan} pour aller plus loin.`,
    seeOffers: 'Voir les offres',
  },
  earlyAccess: {
    title: 'Accès anticipé',
    lead: 'Les nouveautés arrivent d’abord chez les abonnés qui veulent les essayer.',
    toggle: 'Essayer les nouveautés en avant-première',
    saving: 'Enregistrement…',
    failed: 'Impossible de modifier l’accès anticipé.',
    loading: 'Chargement des nouveautés…',
    loadFailed: 'Impossible de charger les nouveautés.',
    nowTitle: 'En accès anticipé en ce moment',
    none: 'Aucune nouveauté en accès anticipé pour le moment.',
    since: (date: string) => `depuis le ${date}`,
    what: 'L’accès anticipé aux nouveautés',
  },
  flags: {
    title: 'Fonctionnalités',
    lead: 'Chaque nouveauté peut être coupée, ouverte en accès anticipé (Major et Champion volontaires) ou ouverte à tous.',
    loading: 'Chargement des fonctionnalités…',
    failed: 'Impossible de charger les fonctionnalités.',
    saveFailed: 'Impossible de changer l’état de cette fonctionnalité.',
    stateLabel: (name: string) => `État de « ${name} »`,
    states: { off: 'Désactivée', early: 'Accès anticipé', everyone: 'Pour tout le monde' } satisfies Record<FeatureState, string>,
  },
  weakSpots: {
    link: 'Revoir mes points faibles',
    title: 'Points faibles',
    lead: 'Les éléments que tu as le plus souvent ratés, les plus ratés d’abord.',
    emptyTitle: 'Aucun point faible',
    emptyHint: 'Tu n’as encore raté aucun élément de ton matériel : continue comme ça !',
    badge: 'Accès anticipé',
  },
};
