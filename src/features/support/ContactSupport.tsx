import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { SUPPORT_LIMITS } from '../../../domain/support';
import { messageOf } from '../../api/client';
import { perksText } from '../../i18n/perks';
import { MessageComposer } from '../threads/MessageComposer';
import { createSupportRequest } from './api';

const text = perksText.support;

/** « Contacter le support »: a subject, a message, an optional screenshot, and the page it came from. */
export function ContactSupport({ from, priority }: { from: string; priority: boolean }) {
  const id = useId();
  const navigate = useNavigate();
  const [subject, setSubject] = useState('');
  return (
    <section className="help-section" aria-labelledby={`${id}-title`} data-testid="contact-support">
      <h2 id={`${id}-title`} className="help-section__title">
        {text.contactTitle}
      </h2>
      <p className="help-section__hint">{priority ? text.priorityNote : text.contactLead}</p>
      <MessageComposer
        screenshot
        submitLabel={text.submit}
        ready={subject.trim() !== ''}
        onSend={async (body) => {
          try {
            const { thread } = await createSupportRequest({ subject, page: from, ...body });
            void navigate(`/aide/demandes/${encodeURIComponent(thread.id)}`);
            return null;
          } catch (failure) {
            return messageOf(failure, text.submitFailed);
          }
        }}
      >
        <label className="field">
          <span className="field__label">{text.subject}</span>
          <input className="input" value={subject} maxLength={SUPPORT_LIMITS.subject} onChange={(event) => setSubject(event.target.value)} />
        </label>
        {from && <p className="help-section__hint">{text.from(from)}</p>}
      </MessageComposer>
    </section>
  );
}
