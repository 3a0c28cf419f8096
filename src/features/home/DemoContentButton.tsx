import { useState } from 'react';
import type { UploadResponse } from '../../../domain/api';
import { buildDemoContent, DEMO_DIAGRAM_PATH, withDemoContent } from '../../../domain/demo/anatomy';
import { apiRequest } from '../../api/client';
import { fr } from '../../i18n/fr';
import { updateUserData } from '../../session/userDataSync';
import { readAsDataUrl } from '../../lib/dataUrl';

/** Boards keep only uploaded or http(s) images, so the demo diagram is uploaded like a picked file. */
async function uploadDemoDiagram(): Promise<string> {
  const response = await fetch(DEMO_DIAGRAM_PATH);
  if (!response.ok) throw new Error(`demo diagram: HTTP ${response.status}`);
  const dataUrl = await readAsDataUrl(await response.blob());
  const { url } = await apiRequest<UploadResponse>('/me/uploads', { method: 'POST', body: { dataUrl } });
  return url;
}

/** 'Ajouter un exemple' for an empty subjects screen: the demo anatomy subject, as `npm run seed` adds it. */
export function DemoContentButton() {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const text = fr.home.demo;

  async function add() {
    setBusy(true);
    setFailed(false);
    try {
      const demo = buildDemoContent(await uploadDemoDiagram());
      updateUserData((data) => withDemoContent(data, demo));
    } catch (error) {
      console.warn('[demo] content not added', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="demo-content">
      <p className="empty-state__hint">{text.hint}</p>
      <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void add()}>
        {busy ? text.adding : text.add}
      </button>
      {failed && (
        <p className="field-error" role="alert">
          {text.failed}
        </p>
      )}
    </div>
  );
}
