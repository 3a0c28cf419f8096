/**
 * The installed app's texts. Its name and description go into the web app manifest only (built by
 * scripts/pwa.ts, which imports this module alone), so the page does not download them.
 */
export const appName = 'Mnémo';
export const appDescription = "L'application de révision gamifiée pour étudiants : cartes d'association, zonage sur schéma et mind maps.";

/** The prompt shown when a new version of the app is ready (src/app/serviceWorker.ts). */
export const updateText = {
  ready: 'Nouvelle version disponible',
  reload: 'Recharger',
};
