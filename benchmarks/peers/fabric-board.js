// The fabric.js peer board (see fabric-board.html). `window.buildBoard(size, legends, imageUrl)`
// draws it and resolves once the first frame is on screen; each legend is a polygon with fabric's
// own vertex controls (createPolyControls), so a press on a vertex drags it.
/* global fabric */
window.buildBoard = async function buildBoard(size, legends, imageUrl) {
  const canvas = new fabric.Canvas('board', { width: size.width, height: size.height, selection: false, preserveObjectStacking: true });
  const image = await fabric.FabricImage.fromURL(imageUrl);
  image.scaleX = size.width / image.width;
  image.scaleY = size.height / image.height;
  canvas.backgroundImage = image;
  const polygons = legends.map((legend) => {
    const polygon = new fabric.Polygon(
      legend.points.map((p) => ({ x: p.x * size.width, y: p.y * size.height })),
      { fill: 'rgba(99, 102, 241, 0.28)', stroke: legend.color, strokeWidth: 2, objectCaching: false, hasBorders: false, cornerStyle: 'circle', cornerColor: '#ffffff', cornerStrokeColor: legend.color, transparentCorners: false, cornerSize: 12 },
    );
    polygon.controls = fabric.controlsUtils.createPolyControls(polygon);
    const centre = polygon.getCenterPoint();
    const label = new fabric.FabricText(legend.label, { left: centre.x, top: centre.y, originX: 'center', originY: 'bottom', fontSize: 13, fontWeight: '600', fill: '#ffffff', stroke: '#0f172a', strokeWidth: 3, paintFirst: 'stroke', selectable: false, evented: false });
    canvas.add(polygon, label);
    return polygon;
  });
  // The first legend is the one being edited, its vertex handles shown, as in Mnémo.
  canvas.setActiveObject(polygons[0]);
  canvas.requestRenderAll();
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const first = polygons[0];
  window.peerVertex = () => {
    const p = first.points[0];
    const at = new fabric.Point(p.x - first.pathOffset.x, p.y - first.pathOffset.y).transform(first.calcTransformMatrix());
    return { x: at.x / size.width, y: at.y / size.height };
  };
};
