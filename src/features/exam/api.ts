import type { ComposeExamBody, ExamAnswerBody, ExamQuestionView, ExamQuestionViews, ExamState, ExamsOverview } from '../../../domain/exam/api';
import { apiRequest } from '../../api/client';

const base = (id: string) => `/me/exams/${encodeURIComponent(id)}`;

/** GET /me/exams: the running exam, the history and « À retravailler ». */
export const fetchExams = () => apiRequest<ExamsOverview>('/me/exams');

/** POST /me/exams: the server draws the questions and starts the clock. */
export const composeExam = (body: ComposeExamBody) => apiRequest<ExamState>('/me/exams', { method: 'POST', body });

export const fetchExam = (id: string) => apiRequest<ExamState>(base(id));

/** Every question of the running exam, none noted as on screen. */
export const fetchExamQuestions = (id: string) => apiRequest<ExamQuestionViews>(`${base(id)}/questions`);

/** One question, now on screen: the server counts its time from here. */
export const fetchExamQuestion = (id: string, index: number) => apiRequest<ExamQuestionView>(`${base(id)}/questions/${index}`);

/** Saves an answer as given (and/or the flag); the answer is judged only when the exam is handed in. */
export const saveExamAnswer = (id: string, index: number, body: ExamAnswerBody) =>
  apiRequest<ExamState>(`${base(id)}/questions/${index}`, { method: 'PUT', body, keepalive: true });

export const submitExam = (id: string) => apiRequest<ExamState>(`${base(id)}/submit`, { method: 'POST' });
