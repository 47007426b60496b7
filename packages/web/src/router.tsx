// Routes. The table screens are the generic grid; /stops has its map and table tabs;
// /shapes and /stoptimes show the shapes grid and the trips grid until their map editors arrive.
import { createBrowserRouter, Navigate } from 'react-router';
import { EmailVerificationPage } from './account/EmailVerificationPage';
import { ForgotPasswordPage } from './account/ForgotPasswordPage';
import { LoginPage } from './account/LoginPage';
import { NewPasswordPage } from './account/NewPasswordPage';
import { RegisterPage } from './account/RegisterPage';
import { GuestOnly, RequireSession } from './auth/guards';
import { NotFoundPage } from './common/NotFoundPage';
import { AppLayout } from './layout/AppLayout';
import { ProjectListPage } from './projects/ProjectListPage';
import { RESOURCE_NAMES } from './tables/resources';
import { lazyPage } from './common/lazyComponent';

// A project's screens are fetched when first opened (the map screens bring MapLibre with them), so
// signing in and the project list load only their own code.
const ProjectOverviewPage = lazyPage(() =>
  import('./project/ProjectOverviewPage').then((m) => m.ProjectOverviewPage),
);
const StopsPage = lazyPage(() => import('./stops/StopsPage').then((m) => m.StopsPage));
const TableScreen = lazyPage(() => import('./tables/TableScreen').then((m) => m.TableScreen));
const ValidationPage = lazyPage(() => import('./validation/ValidationPage').then((m) => m.ValidationPage));

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <Navigate to="/login" replace /> },
      {
        element: <GuestOnly />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'recover-password-request', element: <ForgotPasswordPage /> },
        ],
      },
      // Reached from mail links, so they work whether or not someone is signed in.
      { path: 'user/recover-password', element: <NewPasswordPage /> },
      { path: 'user/email-verification', element: <EmailVerificationPage /> },
      {
        element: <RequireSession />,
        children: [
          { path: 'myprojects', element: <ProjectListPage /> },
          { path: 'project/:projectId', element: <ProjectOverviewPage /> },
          { path: 'project/:projectId/stops', element: <StopsPage /> },
          { path: 'project/:projectId/validation', element: <ValidationPage /> },
          ...RESOURCE_NAMES.filter((resource) => resource !== 'stops').map((resource) => ({
            path: `project/:projectId/${resource}`,
            element: <TableScreen key={resource} resource={resource} />,
          })),
          {
            path: 'project/:projectId/stoptimes',
            element: <TableScreen key="stoptimes" resource="trips" asStopTimes />,
          },
        ],
      },
      { path: '404', element: <NotFoundPage /> },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]);
