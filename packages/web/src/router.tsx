// Routes. The table screens are the generic grid; /stops has its map and table tabs;
// /shapes shows the shapes grid until its map editor arrives; /stoptimes is the trips list with its
// map and /stoptimes/:tripId the stop-times editor.
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
import { StopsPage } from './stops/StopsPage';
import { StopTimesEditorPage } from './stoptimes/StopTimesEditorPage';
import { StopTimesListPage } from './stoptimes/StopTimesListPage';
import { TripsTableScreen } from './stoptimes/TripStopTimesAction';
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
          ...RESOURCE_NAMES.filter((resource) => resource !== 'stops').map((resource) => ({
            path: `project/:projectId/${resource}`,
            element:
              resource === 'trips' ? (
                <TripsTableScreen />
              ) : (
                <TableScreen key={resource} resource={resource} />
              ),
          })),
          { path: 'project/:projectId/stoptimes', element: <StopTimesListPage /> },
          { path: 'project/:projectId/stoptimes/:tripId', element: <StopTimesEditorPage /> },
        ],
      },
      { path: '404', element: <NotFoundPage /> },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]);
