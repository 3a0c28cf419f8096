import { useNavigate } from 'react-router';
import { pickPath } from '../pick/selection';
import type { TrainingTarget } from './session';

/** 'Retour' of a training screen: back to where the session was launched from, else the picker with this chapter. */
export function useBackToPicker(target: TrainingTarget): () => void {
  const navigate = useNavigate();
  return () => {
    if (window.history.state?.idx > 0) void navigate(-1);
    else void navigate(pickPath(target));
  };
}
