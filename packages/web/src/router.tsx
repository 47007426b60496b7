// Routes. The table screens are the generic grid; /stops has its map and table tabs;
// /shapes is the shapes list with its map and the shape editor; /stoptimes is the trips list with its
// map and /stoptimes/:tripId the stop-times editor.
import { createBrowserRouter, Navigate } from 'react-router';
import { EmailVerificationPage } from './account/EmailVerificationPage';
import { ForgotPasswordPage } from './account/ForgotPasswordPage';
import { LoginPage } from './account/LoginPage';
import { NewPasswordPage } from './account/NewPasswordPage';
import { RegisterPage } from './account/RegisterPage';
import { GuestOnly, RequireSession } from './auth/guards';
import { OidcSignedInPage } from './account/OidcSignedInPage';
import { NotFoundPage } from './common/NotFoundPage';
import { AppLayout } from './layout/AppLayout';
import { ProjectListPage } from './projects/ProjectListPage';
import { RESOURCE_NAMES } from './tables/resources';
import { lazyPage } from './common/lazyComponent';
import { JoinPage } from './members/JoinPage';

// A project's screens are fetched when first opened (the map screens bring MapLibre with them), so
// signing in and the project list load only their own code.
const ProjectOverviewPage = lazyPage(() =>
  import('./project/ProjectOverviewPage').then((m) => m.ProjectOverviewPage),
);
const StopsPage = lazyPage(() => import('./stops/StopsPage').then((m) => m.StopsPage));
const TableScreen = lazyPage(() => import('./tables/TableScreen').then((m) => m.TableScreen));
const ValidationPage = lazyPage(() => import('./validation/ValidationPage').then((m) => m.ValidationPage));
const TripsTableScreen = lazyPage(() =>
  import('./stoptimes/TripStopTimesAction').then((m) => m.TripsTableScreen),
);
const StopTimesListPage = lazyPage(() =>
  import('./stoptimes/StopTimesListPage').then((m) => m.StopTimesListPage),
);
const ShapesPage = lazyPage(() => import('./shapes/ShapesPage').then((m) => m.ShapesPage));
const ShapeEditorPage = lazyPage(() => import('./shapes/ShapeEditorPage').then((m) => m.ShapeEditorPage));
const TidyPage = lazyPage(() => import('./tidy/TidyPage').then((m) => m.TidyPage));
const TimetablePage = lazyPage(() => import('./timetable/TimetablePage').then((m) => m.TimetablePage));
const ReleasesPage = lazyPage(() => import('./releases/ReleasesPage').then((m) => m.ReleasesPage));
const ActivityPage = lazyPage(() => import('./history/ActivityPage').then((m) => m.ActivityPage));
const ReleasePage = lazyPage(() => import('./releases/ReleasePage').then((m) => m.ReleasePage));
const MembersPage = lazyPage(() => import('./members/MembersPage').then((m) => m.MembersPage));
const StopTimesEditorPage = lazyPage(() =>
  import('./stoptimes/StopTimesEditorPage').then((m) => m.StopTimesEditorPage),
);

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
      { path: 'signed-in', element: <OidcSignedInPage /> },
      { path: 'invitation', element: <JoinPage /> },
      {
        element: <RequireSession />,
        children: [
          { path: 'myprojects', element: <ProjectListPage /> },
          { path: 'project/:projectId', element: <ProjectOverviewPage /> },
          { path: 'project/:projectId/stops', element: <StopsPage /> },
          { path: 'project/:projectId/validation', element: <ValidationPage /> },
          { path: 'project/:projectId/timetable', element: <TimetablePage /> },
          { path: 'project/:projectId/tidy', element: <TidyPage /> },
          { path: 'project/:projectId/releases', element: <ReleasesPage /> },
          { path: 'project/:projectId/activity', element: <ActivityPage /> },
          { path: 'project/:projectId/releases/:number', element: <ReleasePage /> },
          { path: 'project/:projectId/members', element: <MembersPage /> },
          ...RESOURCE_NAMES.filter((resource) => resource !== 'stops' && resource !== 'shapes').map(
            (resource) => ({
              path: `project/:projectId/${resource}`,
              element:
                resource === 'trips' ? (
                  <TripsTableScreen />
                ) : (
                  <TableScreen key={resource} resource={resource} />
                ),
            }),
          ),
          { path: 'project/:projectId/stoptimes', element: <StopTimesListPage /> },
          { path: 'project/:projectId/stoptimes/:tripId', element: <StopTimesEditorPage /> },
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
        ],
      },
      { path: '404', element: <NotFoundPage /> },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]);
