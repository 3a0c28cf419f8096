/**
 * Interface texts of mind maps: the editor and the practice. fr.ts exposes them as `fr.mindmap`. Texts the spec gives are copied verbatim.
 */

import { elide } from '../../domain/elision';

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;
const listFormat = new Intl.ListFormat('fr-FR', { style: 'long', type: 'conjunction' });
const blankEdge = (kind: 'above' | 'below') => (kind === 'above' ? 'Texte au-dessus de la flèche' : 'Texte sous la flèche');

export const mindMapText = {
  canvas: {
    label: 'Mind map',
    zoomIn: 'Zoomer',
    zoomOut: 'Dézoomer',
    fit: 'Tout afficher',
    hint: 'Glisse le fond pour te déplacer, Ctrl (ou Cmd) + molette pour zoomer.',
    touchHint: 'Glisse pour te déplacer, pince pour zoomer.',
    /** A card and an arrow taking the focus on the editor's map (Entrée selects, arrows move a card). */
    card: (n: number) => `Noeud ${n} sur la carte`,
    arrow: (n: number) => `Flèche ${n} sur la carte`,
  },
  editor: {
    title: 'Titre de la mind map',
    titlePlaceholder: 'Ex. : Circulation sanguine',
    background: 'Couleur de fond',
    save: 'Enregistrer',
    newMap: 'Nouvelle mind map',
    undo: 'Annuler la modification',
    redo: 'Rétablir la modification',
    undoHint: 'Ctrl+Z (⌘+Z)',
    redoHint: 'Ctrl+Y (⌘+Maj+Z)',
    nodes: 'Noeuds',
    nodeCount: (n: number, max: number) => `${n} / ${max}`,
    addNode: 'Ajouter un noeud',
    nodeTitle: (n: number) => `Noeud ${n}`,
    label: 'Intitulé',
    labelPlaceholder: 'Ex. : Ventricule gauche',
    annotation: 'Annotation (facultative)',
    colour: 'Couleur',
    image: 'Image (facultative)',
    imageUrl: 'Lien de l’image',
    applyUrl: 'Utiliser ce lien',
    upload: 'Importer une image',
    uploading: 'Import de l’image…',
    removeImage: 'Retirer l’image',
    removeNode: (name: string) => `Supprimer ${name}`,
    edges: 'Flèches',
    addEdge: 'Ajouter une flèche',
    edgeTitle: (n: number) => `Flèche ${n}`,
    from: 'Départ',
    to: 'Arrivée',
    labelAbove: 'Texte au-dessus',
    labelBelow: 'Texte en dessous',
    removeEdge: (n: number) => `Supprimer la flèche ${n}`,
    /** The name of a field drawn on the canvas, beside its twin in the lists. */
    onCanvas: (name: string) => `${name} (sur la carte)`,
    unnamed: (n: number) => `Noeud ${n} (sans intitulé)`,
    openItem: (title: string) => `Modifier ${title}`,
    edgeSummary: (from: string, to: string) => `${from} → ${to}`,
    needTwoNodes: 'Ajoute au moins deux noeuds pour tracer une flèche.',
    maxNodes: (max: number) => `Une mind map compte au plus ${max} noeuds.`,
    maxEdges: (max: number) => `Une mind map compte au plus ${max} flèches.`,
    noNode: 'Ajoute au moins un noeud à ta mind map.',
    noEdge: 'Ajoute au moins une flèche pour relier deux éléments.',
    noValidEdge: 'Ajoute au moins une flèche valide pour relier deux noeuds.',
    saved: 'Mind map enregistrée',
    deleted: 'Mind map supprimée',
    confirmDelete: 'Supprimer définitivement cette mind map ?',
    ready: 'Nouvelle mind map prête. Ajoute tes noeuds ✨',
    uploaded: 'Image importée ✅',
    uploadFailed: 'Import impossible pour cette image.',
    maps: 'Mes mind maps',
    noMaps: 'Aucune mind map pour ce chapitre. Commence la première ci-dessus.',
    untitled: 'Mind map sans titre',
    summary: (nodes: number, edges: number) => `${plural(nodes, 'noeud', 'noeuds')} · ${plural(edges, 'flèche', 'flèches')}`,
    edit: 'Modifier',
    remove: 'Supprimer',
    editing: 'En cours de modification',
  },
  practice: {
    chooseMap: 'Mind map à réviser',
    instructions: (n: number) => `Retrouve les ${plural(n, 'élément masqué', 'éléments masqués')} puis valide.`,
    blank: 'Élément masqué',
    blankEdge,
    /** One text of the map asked alone (a review session), `place` saying where it is. */
    askedBlank: (place: string) => `Retrouve l’élément masqué « ? » : ${place}.`,
    blankList: 'Les éléments masqués, en liste',
    blankListHint: 'Les mêmes cases que sur la carte : réponds ici ou sur la carte.',
    /** Where a blank is, for the list under the map: its ninth of the map… */
    areas: {
      'top-left': 'en haut à gauche',
      'top-centre': 'en haut',
      'top-right': 'en haut à droite',
      'middle-left': 'à gauche',
      'middle-centre': 'au centre',
      'middle-right': 'à droite',
      'bottom-left': 'en bas à gauche',
      'bottom-centre': 'en bas',
      'bottom-right': 'en bas à droite',
    },
    /** …the nodes a node is linked to (`others`: those whose label is hidden too, or empty)… */
    nodePlace: (area: string, names: string[], others: number) => {
      const linked = others ? [...names, names.length ? plural(others, 'autre noeud', 'autres noeuds') : plural(others, 'noeud', 'noeuds')] : names;
      return linked.length ? `Noeud ${area}, relié à ${listFormat.format(linked)}` : `Noeud ${area}`;
    },
    /** …or an arrow's ends, when their labels show. */
    edgePlace: (kind: 'above' | 'below', area: string, from: string | null, to: string | null) => {
      const ends = from && to ? ` ${from} → ${to}` : from ? ` partant ${elide('de', from)}` : to ? ` arrivant à ${to}` : '';
      return `${blankEdge(kind)}${ends}, ${area}`;
    },
    validate: 'Valider',
    finish: 'Terminer',
    reviewScore: (right: number, total: number) => `${right} / ${total} justes. Vérifie la correction sur la carte, puis termine.`,
    noMap: 'Aucune mind map disponible pour ce chapitre. Crée-en une depuis « Gérer → Mind map ».',
    notEnough: 'Cette mind map n’a pas assez d’éléments de texte à masquer. Ajoute des intitulés ou des textes de flèches.',
    retry: 'Réessayer',
    toManage: 'Ouvrir l’éditeur de mind map',
    correction: 'Correction sur la carte',
    expected: (answer: string) => `Attendu : ${answer}`,
    expectedMarked: 'Attendu :',
  },
};
