import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { useSession } from '../auth/session';
import { BreadcrumbBar } from './Breadcrumbs';
import { BreadcrumbRecordProvider } from './breadcrumbRecord';
import { Header } from './Header';
import { ViewerNotice } from '../members/ViewerNotice';
import { SkipLinkProvider } from './SkipLink';

export function AppLayout() {
  const session = useSession();
  return (
    <BreadcrumbRecordProvider>
      <Box mih="100vh" bg="gray.0">
        <SkipLinkProvider>
          <Header />
          {session && <BreadcrumbBar />}
          {session && <ViewerNotice />}
          <Box component="main">
            <Outlet />
          </Box>
        </SkipLinkProvider>
      </Box>
    </BreadcrumbRecordProvider>
  );
}
