// Routes. The table screens are the generic grid; /stops has its map and table tabs;
// /shapes is the shapes list with its map and the shape editor; /stoptimes shows the trips grid
// until its map editor arrives.
import { createBrowserRouter, Navigate } from 'react-router';
import { EmailVerificationPage } from './account/EmailVerificationPage';
import { ForgotPasswordPage } from './account/ForgotPasswordPage';
import { LoginPage } from './account/LoginPage';
import { NewPasswordPage } from './account/NewPasswordPage';
import { RegisterPage } from './account/RegisterPage';
import { GuestOnly, RequireSession } from './auth/guards';
import { NotFoundPage } from './common/NotFoundPage';
import { AppLayout } from './layout/AppLayout';
import { ProjectOverviewPage } from './project/ProjectOverviewPage';
import { ProjectListPage } from './projects/ProjectListPage';
import { ShapeEditorPage } from './shapes/ShapeEditorPage';
import { ShapesPage } from './shapes/ShapesPage';
import { StopsPage } from './stops/StopsPage';
import { RESOURCE_NAMES } from './tables/resources';
import { TableScreen } from './tables/TableScreen';
import { ValidationPage } from './validation/ValidationPage';

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
          { path: 'project/:projectId/shapes', element: <ShapesPage /> },
          {
            path: 'project/:projectId/shapes/create',
            element: <ShapeEditorPage key="create" route="create" />,
          },
          { path: 'project/:projectId/shapes/:rowId', element: <ShapeEditorPage key="edit" route="edit" /> },
          {
            path: 'project/:projectId/shapes/:rowId/duplicate',
            element: <ShapeEditorPage key="duplicate" route="duplicate" />,
          },
          {
            path: 'project/:projectId/shapes/:rowId/section',
            element: <ShapeEditorPage key="section" route="section" />,
          },
          ...RESOURCE_NAMES.filter((resource) => resource !== 'stops' && resource !== 'shapes').map(
            (resource) => ({
              path: `project/:projectId/${resource}`,
              element: <TableScreen key={resource} resource={resource} />,
            }),
          ),
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
