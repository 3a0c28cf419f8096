import { useId } from 'react';
import { fr } from '../../i18n/shell';
import { TUTORIAL_STEPS } from './steps';
import { useTargetRect } from './useTargetRect';
import { useTutorial } from './useTutorial';
import '../../styles/tutorial.css';

/**
 * The guided tour (part 1 §2, §4): the first-visit prompt on the home page, then the step card with
 * a spotlight on the step's target. The dim never catches clicks: the page stays usable (the signup
 * step needs its form), and the navigation lock keeps the user on the tour's path.
 */
export function TutorialHost() {
  const tutorial = useTutorial();
  const { state } = tutorial;
  const step = state.status === 'active' ? TUTORIAL_STEPS[state.index] : undefined;
  const rect = useTargetRect(step?.focus.selector ?? null, step?.focus.padding ?? 0);
  const titleId = useId();
  const text = fr.tutorial;

  // Offered on the home page only, where a first visit begins, so it never covers a working screen.
  if (state.status === 'prompt' && tutorial.pathname === '/') {
    return (
      <section className="tutorial-card tutorial-card--prompt" aria-labelledby={titleId}>
        <h2 id={titleId} className="tutorial-card__title">
          {text.prompt.title}
        </h2>
        <p className="tutorial-card__body">{text.prompt.body}</p>
        <div className="tutorial-card__actions">
          <button type="button" className="btn btn--primary" onClick={tutorial.start}>
            {text.prompt.start}
          </button>
          <button type="button" className="btn btn--ghost" onClick={tutorial.dismiss}>
            {text.prompt.later}
          </button>
        </div>
      </section>
    );
  }
  if (!step || state.status !== 'active') return null;

  const last = state.index === TUTORIAL_STEPS.length - 1;
  const waitingSignup = step.id === 'signup' && !tutorial.signedIn;
  return (
    <>
      {step.dim && (
        <div
          className={`tutorial-spotlight${rect ? '' : ' tutorial-spotlight--none'}`}
          style={rect ? { top: rect.top, left: rect.left, width: rect.width, height: rect.height } : undefined}
          aria-hidden="true"
          data-testid="tutorial-spotlight"
        />
      )}
      <section className="tutorial-card" role="dialog" aria-modal="false" aria-labelledby={titleId} data-step={step.id}>
        <p className="tutorial-card__counter">{text.overlay.counter(state.index + 1, TUTORIAL_STEPS.length)}</p>
        <h2 id={titleId} className="tutorial-card__title">
          {step.title}
        </h2>
        <p className="tutorial-card__body">{step.description}</p>
        {waitingSignup && <p className="tutorial-card__hint">{text.overlay.waitingSignup}</p>}
        <div className="tutorial-card__actions">
          {!waitingSignup && (
            <button type="button" className="btn btn--primary" onClick={tutorial.next}>
              {last ? text.overlay.finish : step.nextLabel}
            </button>
          )}
          <button type="button" className="btn btn--ghost" onClick={tutorial.skip}>
            {text.overlay.skip}
          </button>
        </div>
        <button type="button" className="tutorial-card__abandon" onClick={tutorial.dismiss}>
          {text.overlay.abandon}
        </button>
      </section>
    </>
  );
}
