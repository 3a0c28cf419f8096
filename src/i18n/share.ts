/**
 * Share and import texts (part 1 §5 and §8 for association, part 2 §5 and §8 for boards and maps).
 * The two parts word some messages differently; each method keeps its own wording.
 */
import type { ShareFamily } from '../features/share/family';

const count = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

interface FamilyTexts {
  emptyInput: string;
  wrongType: string;
  nothingUsable: string;
  imported: (n: number) => string;
  tooLarge: string;
  invalidData: string;
  copyFailed: string;
  manualCopy: string;
  nothingToShare: string;
  /** One item that cannot be shared, and a chapter where none can (zoning and mind maps). */
  incomplete?: string;
  noneShareable?: string;
}

export const shareFamilyText: Record<ShareFamily, FamilyTexts> = {
  association: {
    emptyInput: "Colle un code de partage avant d'importer.",
    wrongType: 'Type de partage inconnu.',
    nothingUsable: 'Aucune carte valide dans ce code de partage.',
    imported: (n) => `${n} carte(s) importée(s) avec succès`,
    tooLarge: 'Partage trop volumineux pour le serveur. Réduis la taille des cartes puis réessaie.',
    invalidData: 'Données de partage invalides. Vérifie les cartes et réessaie.',
    copyFailed: 'Impossible de copier automatiquement ce code. Réessaye ou utilise le partage manuel.',
    manualCopy: 'Code prêt à être copié dans la boîte de dialogue.',
    nothingToShare: 'Aucune carte à partager pour ce chapitre.',
  },
  zoning: {
    emptyInput: 'Colle un code de partage avant d’importer.',
    wrongType: 'Ce code ne correspond pas à une planche de zonage.',
    nothingUsable: 'Aucune planche exploitable dans ce code de partage.',
    imported: (n) => `${count(n, 'planche importée', 'planches importées')} avec succès`,
    tooLarge: 'Partage trop volumineux pour le serveur. Réduis la taille des planches puis réessaie.',
    invalidData: 'Données de partage invalides. Vérifie tes planches et réessaie.',
    copyFailed: 'Impossible de copier automatiquement ce code. Réessaie ou partage manuellement.',
    manualCopy: 'Code affiché pour copie manuelle.',
    nothingToShare: 'Aucune planche à partager pour ce chapitre.',
    incomplete: 'Planche incomplète. Vérifie qu’elle contient un visuel et au moins une légende.',
    noneShareable: 'Aucune planche partageable (visual ou légendes manquants).',
  },
  mindmap: {
    emptyInput: 'Colle un code de partage avant d’importer.',
    wrongType: 'Ce code ne correspond pas à une mind map.',
    nothingUsable: 'Aucune mind map exploitable dans ce code de partage.',
    imported: (n) => `${count(n, 'mind map importée', 'mind maps importées')} avec succès`,
    tooLarge: 'Mind map trop volumineuse pour le partage. Réduis son contenu puis réessaie.',
    invalidData: 'Données de partage invalides. Vérifie ta mind map et réessaie.',
    copyFailed: 'Impossible de copier automatiquement ce code. Réessaie ou partage manuellement.',
    manualCopy: 'Code affiché pour copie manuelle.',
    nothingToShare: 'Aucune mind map à partager pour ce chapitre.',
    incomplete: 'Mind map incomplète. Vérifie qu’elle contient des noeuds nommés et au moins une flèche.',
    noneShareable: 'Aucune mind map partageable (intitulés ou flèches manquants).',
  },
};

export const shareText = {
  families: shareFamilyText,
  copied: (code: string) => `Code ${code} copié`,
  sharedBySystem: 'Code partagé via le menu système',
  promptTitle: 'Copie ce code de partage :',
  shareTitle: 'Code de partage Mnémo',
  unavailable: 'Service de partage indisponible. Réessaie plus tard.',
  notFound: 'Code de partage introuvable ou expiré.',
  fetchFailed: 'Impossible de récupérer ce code de partage.',
  invalidCode: 'Code de partage invalide.',
  shareOne: 'Partager',
  shareAllCards: 'Partager toutes les cartes',
  shareAllBoards: 'Partager toutes les planches',
  shareAllMaps: 'Partager toutes les mind maps',
  sectionLabel: 'Partage',
  quotaReached: 'Import impossible : la limite de ta formule est atteinte.',
  importLabel: 'Importer un code de partage',
  importPlaceholder: 'Code court ou code SC3:…',
  importButton: 'Importer',
  importing: 'Import…',
  sharing: 'Partage…',
};
