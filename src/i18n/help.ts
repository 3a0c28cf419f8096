/** The menu's count of unread support answers: its own small file, loaded with the count for signed-in users only. */
export const helpText = {
  unread: (n: number) => (n > 1 ? `${n} réponses non lues` : '1 réponse non lue'),
};
