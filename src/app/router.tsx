import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../layout/AppLayout';
import { StatusMessage } from '../components/StatusMessage';
import { fr } from '../i18n/shell';
import { RouteError } from '../layout/RouteError';
import { RequireAdmin } from './guards/RequireAdmin';
import { RequireChapter } from './guards/RequireChapter';
import { RequireLogin } from './guards/RequireLogin';
import { RequireStudyAccess } from './guards/RequireStudyAccess';

/**
 * A zoning screen is there to show a board: its painter (Pixi, started in a worker) starts with
 * the screen's code rather than once the screen has mounted and its data arrived, so a board
 * opened as soon as it is offered finds it ready.
 */
function withBoardPainter<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    void import('../../editors/zoning/prepareBoard').then((m) => m.prepareBoardCanvas(), () => undefined);
    return load();
  };
}

/** The manage/train screens share one guard chain (part 1 §2); a QCM has a train screen only (it asks the chapter's material). */
const methodScreens: RouteObject[] = [
  { path: 'association/manage/:subjectId/:chapterId', lazy: () => import('../pages/AssociationManagePage').then((m) => ({ Component: m.AssociationManagePage })) },
  { path: 'association/train/:subjectId/:chapterId', lazy: () => import('../pages/AssociationTrainPage').then((m) => ({ Component: m.AssociationTrainPage })) },
  { path: 'zoning/manage/:subjectId/:chapterId', lazy: withBoardPainter(() => import('../pages/ZoningManagePage').then((m) => ({ Component: m.ZoningManagePage }))) },
  { path: 'zoning/train/:subjectId/:chapterId', lazy: withBoardPainter(() => import('../pages/ZoningTrainPage').then((m) => ({ Component: m.ZoningTrainPage }))) },
  { path: 'mindmap/manage/:subjectId/:chapterId', lazy: () => import('../pages/MindMapManagePage').then((m) => ({ Component: m.MindMapManagePage })) },
  { path: 'mindmap/train/:subjectId/:chapterId', lazy: () => import('../pages/MindMapTrainPage').then((m) => ({ Component: m.MindMapTrainPage })) },
  { path: 'qcm/train/:subjectId/:chapterId', lazy: () => import('../pages/QcmTrainPage').then((m) => ({ Component: m.QcmTrainPage })) },
];

/** Route table of part 1 §2; every screen's code loads with its route. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        // First load: the layout shows while the screen's code arrives.
        hydrateFallbackElement: <StatusMessage tone="loading" message={fr.app.loading} />,
        children: [
          { index: true, lazy: () => import('../pages/HomePage').then((m) => ({ Component: m.HomePage })) },
          { path: 'auth', lazy: () => import('../pages/AuthPage').then((m) => ({ Component: m.AuthPage })) },
          { path: 'methods', lazy: () => import('../pages/MethodsPage').then((m) => ({ Component: m.MethodsPage })) },
          { path: 'pricing', lazy: () => import('../pages/PricingPage').then((m) => ({ Component: m.PricingPage })) },
          { path: 'pricing/test-checkout', lazy: () => import('../features/billing/TestCheckoutPage').then((m) => ({ Component: m.TestCheckoutPage })) },
          { path: 'aide', lazy: () => import('../pages/HelpPage').then((m) => ({ Component: m.HelpPage })) },
          { path: 'leaderboard', lazy: () => import('../pages/LeaderboardPage').then((m) => ({ Component: m.LeaderboardPage })) },
          { path: 'account', lazy: () => import('../pages/AccountPage').then((m) => ({ Component: m.AccountPage })) },
          { path: 'profile/:slug', lazy: () => import('../pages/ProfilePage').then((m) => ({ Component: m.ProfilePage })) },
          { path: 'profile/id/:userId', lazy: () => import('../pages/ProfilePage').then((m) => ({ Component: m.ProfilePage })) },
          {
            element: <RequireAdmin />,
            children: [{ path: 'admin', lazy: () => import('../pages/AdminPage').then((m) => ({ Component: m.AdminPage })) }],
          },
          {
            element: <RequireLogin />,
            children: [
              { path: 'masterclasses', lazy: () => import('../pages/MasterclassesPage').then((m) => ({ Component: m.MasterclassesPage })) },
              { path: 'parrainage', lazy: () => import('../pages/MentoringPage').then((m) => ({ Component: m.MentoringPage })) },
              { path: 'parrainage/filleuls/:menteeId', lazy: () => import('../pages/MenteePage').then((m) => ({ Component: m.MenteePage })) },
              { path: 'aide/demandes/:id', lazy: () => import('../pages/SupportRequestPage').then((m) => ({ Component: m.SupportRequestPage })) },
              {
                element: <RequireStudyAccess />,
                children: [
                  { path: 'subjects', lazy: () => import('../pages/SubjectsPage').then((m) => ({ Component: m.SubjectsPage })) },
                  { path: 'pick', lazy: () => import('../pages/PickPage').then((m) => ({ Component: m.PickPage })) },
                  { path: 'revision', lazy: () => import('../pages/RevisionPage').then((m) => ({ Component: m.RevisionPage })) },
                  { path: 'examen', lazy: () => import('../pages/ExamPage').then((m) => ({ Component: m.ExamPage })) },
                  { path: 'examen/:examId', lazy: withBoardPainter(() => import('../pages/ExamTakePage').then((m) => ({ Component: m.ExamTakePage }))) },
                  { path: 'duels', lazy: () => import('../pages/DuelsPage').then((m) => ({ Component: m.DuelsPage })) },
                  { path: 'duels/rejoindre/:code', lazy: () => import('../pages/DuelJoinPage').then((m) => ({ Component: m.DuelJoinPage })) },
                  { path: 'duels/:duelId', lazy: withBoardPainter(() => import('../pages/DuelPage').then((m) => ({ Component: m.DuelPage }))) },
                  { element: <RequireChapter />, children: methodScreens },
                ],
              },
            ],
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
