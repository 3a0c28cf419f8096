/** Texts of the announcement modal and of the ban notice, shown over any screen. */
export const announcementText = {
  close: 'Fermer',
  neverAgain: 'Ne plus afficher',
  banTitle: 'Compte suspendu',
  banBody: (date: string) => `Ton compte est suspendu jusqu’au ${date}.`,
  banDetail: 'Tu peux continuer à consulter l’application, mais pas gagner de points ni de badges.',
  understood: 'J’ai compris',
};
