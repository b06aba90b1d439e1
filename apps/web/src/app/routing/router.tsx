import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { queryClient } from '../queryClient';
import { AppShell } from '../shell/AppShell';
import { lazyPage } from './lazyPage';

const NotFoundPage = lazyPage(
  () => import('../shell/NotFoundPage'),
  (m) => m.NotFoundPage,
  [],
);
const RouteErrorPage = lazyPage(
  () => import('../shell/RouteErrorPage'),
  (m) => m.RouteErrorPage,
  [],
);

/*
 * Pages are imported by path (not through each feature's index.ts) on purpose: a dynamic import per
 * page is what gives every route its own chunk.
 */
const ProjectsHubPage = lazyPage(
  () => import('../../features/projects/pages/ProjectsHubPage'),
  (m) => m.ProjectsHubPage,
  ['projects'],
);
const ProjectViewPage = lazyPage(
  () => import('../../features/projects/pages/ProjectViewPage'),
  (m) => m.ProjectViewPage,
  ['projects'],
);
const ProjectWizardPage = lazyPage(
  () => import('../../features/projects/pages/ProjectWizardPage'),
  (m) => m.ProjectWizardPage,
  ['projects'],
);
const ApplicationsInboxPage = lazyPage(
  () => import('../../features/projects/pages/ApplicationsInboxPage'),
  (m) => m.ApplicationsInboxPage,
  ['projects'],
);
const MyProjectsPage = lazyPage(
  () => import('../../features/projects/pages/MyProjectsPage'),
  (m) => m.MyProjectsPage,
  ['projects'],
);
const MyApplicationsPage = lazyPage(
  () => import('../../features/projects/pages/MyApplicationsPage'),
  (m) => m.MyApplicationsPage,
  ['projects'],
);
const MyInvitationsPage = lazyPage(
  () => import('../../features/projects/pages/MyInvitationsPage'),
  (m) => m.MyInvitationsPage,
  ['projects'],
);
const MyBookmarksPage = lazyPage(
  () => import('../../features/projects/pages/MyBookmarksPage'),
  (m) => m.MyBookmarksPage,
  ['projects'],
);
const TodoPage = lazyPage(
  () => import('../../features/tasks/pages/TodoPage'),
  (m) => m.TodoPage,
  ['tasks'],
);
const WorkspacePage = lazyPage(
  () => import('../../features/tasks/pages/WorkspacePage'),
  (m) => m.WorkspacePage,
  ['tasks'],
);
const QuestsPage = lazyPage(
  () => import('../../features/quests/pages/QuestsPage'),
  (m) => m.QuestsPage,
  ['quests', 'payments'],
);
const PeoplePage = lazyPage(
  () => import('../../features/finder/pages/PeoplePage'),
  (m) => m.PeoplePage,
  ['finder'],
);
const ProjectMatchesPage = lazyPage(
  () => import('../../features/finder/pages/ProjectMatchesPage'),
  (m) => m.ProjectMatchesPage,
  ['finder', 'projects'],
);
const MyMatchesPage = lazyPage(
  () => import('../../features/finder/pages/MyMatchesPage'),
  (m) => m.MyMatchesPage,
  ['finder', 'projects'],
);
const LoungePage = lazyPage(
  () => import('../../features/lounge/pages/LoungePage'),
  (m) => m.LoungePage,
  ['lounge'],
);
const PersonTimelinePage = lazyPage(
  () => import('../../features/lounge/pages/PersonTimelinePage'),
  (m) => m.PersonTimelinePage,
  ['lounge'],
);
const ProjectTimelinePage = lazyPage(
  () => import('../../features/lounge/pages/ProjectTimelinePage'),
  (m) => m.ProjectTimelinePage,
  ['lounge'],
);
const ReportsPage = lazyPage(
  () => import('../../features/lounge/pages/ReportsPage'),
  (m) => m.ReportsPage,
  ['lounge'],
);
const FollowingPage = lazyPage(
  () => import('../../features/lounge/pages/FollowingPage'),
  (m) => m.FollowingPage,
  ['lounge'],
);
const ComposePage = lazyPage(
  () => import('../../features/lounge/pages/ComposePage'),
  (m) => m.ComposePage,
  ['lounge'],
);
const PostViewPage = lazyPage(
  () => import('../../features/lounge/pages/PostViewPage'),
  (m) => m.PostViewPage,
  ['lounge'],
);
const SearchPage = lazyPage(
  () => import('../../features/lounge/pages/SearchPage'),
  (m) => m.SearchPage,
  ['lounge'],
);
const MagazinesPage = lazyPage(
  () => import('../../features/lounge/pages/MagazinesPage'),
  (m) => m.MagazinesPage,
  ['lounge'],
);
const MagazineViewPage = lazyPage(
  () => import('../../features/lounge/pages/MagazineViewPage'),
  (m) => m.MagazineViewPage,
  ['lounge'],
);
const NotesPage = lazyPage(
  () => import('../../features/lounge/pages/NotesPage'),
  (m) => m.NotesPage,
  ['lounge'],
);
const GroupsPage = lazyPage(
  () => import('../../features/lounge/pages/GroupsPage'),
  (m) => m.GroupsPage,
  ['lounge'],
);
const GroupViewPage = lazyPage(
  () => import('../../features/lounge/pages/GroupViewPage'),
  (m) => m.GroupViewPage,
  ['lounge'],
);
const ChatPage = lazyPage(
  () => import('../../features/chat/pages/ChatPage'),
  (m) => m.ChatPage,
  ['chat'],
);
const OpenChatsPage = lazyPage(
  () => import('../../features/chat/pages/OpenChatsPage'),
  (m) => m.OpenChatsPage,
  ['chat'],
);
const ProChatsPage = lazyPage(
  () => import('../../features/chat/pages/ProChatsPage'),
  (m) => m.ProChatsPage,
  ['chat'],
);
const OpenChatJoinPage = lazyPage(
  () => import('../../features/chat/pages/OpenChatJoinPage'),
  (m) => m.OpenChatJoinPage,
  ['chat'],
);
const BoothsPage = lazyPage(
  () => import('../../features/booths/pages/BoothsPage'),
  (m) => m.BoothsPage,
  ['booths'],
);
const BoothRankingPage = lazyPage(
  () => import('../../features/booths/pages/BoothRankingPage'),
  (m) => m.BoothRankingPage,
  ['booths'],
);
const BestBoothsPage = lazyPage(
  () => import('../../features/booths/pages/BestBoothsPage'),
  (m) => m.BestBoothsPage,
  ['booths'],
);
const NewBoothsPage = lazyPage(
  () => import('../../features/booths/pages/NewBoothsPage'),
  (m) => m.NewBoothsPage,
  ['booths'],
);
const BoothViewPage = lazyPage(
  () => import('../../features/booths/pages/BoothViewPage'),
  (m) => m.BoothViewPage,
  ['booths'],
);
const BoothLaunchPage = lazyPage(
  () => import('../../features/booths/pages/BoothLaunchPage'),
  (m) => m.BoothLaunchPage,
  ['booths'],
);
const BlueprintPage = lazyPage(
  () => import('../../features/blueprint/pages/BlueprintPage'),
  (m) => m.BlueprintPage,
  ['blueprint'],
);
const AnalysisPage = lazyPage(
  () => import('../../features/blueprint/pages/AnalysisPage'),
  (m) => m.AnalysisPage,
  ['blueprint'],
);
const CaseAnalysisPage = lazyPage(
  () => import('../../features/blueprint/pages/AnalysisPage'),
  (m) => m.CaseAnalysisPage,
  ['blueprint'],
);
const ProfilePage = lazyPage(
  () => import('../../features/profiles/pages/ProfilePage'),
  (m) => m.ProfilePage,
  ['profiles', 'auth'],
);
const ResumePage = lazyPage(
  () => import('../../features/profiles/pages/ResumePage'),
  (m) => m.ResumePage,
  ['profiles'],
);
const EditProfilePage = lazyPage(
  () => import('../../features/profiles/pages/EditProfilePage'),
  (m) => m.EditProfilePage,
  ['profiles', 'auth'],
);
const SignUpPage = lazyPage(
  () => import('../../features/auth/pages/SignUpPage'),
  (m) => m.SignUpPage,
  ['auth'],
);
const ForgotPasswordPage = lazyPage(
  () => import('../../features/auth/pages/ForgotPasswordPage'),
  (m) => m.ForgotPasswordPage,
  ['auth'],
);
const ResetPasswordPage = lazyPage(
  () => import('../../features/auth/pages/ResetPasswordPage'),
  (m) => m.ResetPasswordPage,
  ['auth'],
);
const WelcomePage = lazyPage(
  () => import('../../features/auth/pages/WelcomePage'),
  (m) => m.WelcomePage,
  ['auth'],
);
const DevMailPage = lazyPage(
  () => import('../../features/auth/pages/DevMailPage'),
  (m) => m.DevMailPage,
  ['auth'],
);
const AlarmsPage = lazyPage(
  () => import('../../features/alarms/pages/AlarmsPage'),
  (m) => m.AlarmsPage,
  ['alarms'],
);
const SettingsPage = lazyPage(
  () => import('../../features/settings/pages/SettingsPage'),
  (m) => m.SettingsPage,
  ['settings', 'auth'],
);
const FaqPage = lazyPage(
  () => import('../../features/support/pages/FaqPage'),
  (m) => m.FaqPage,
  ['support'],
);
const PrivacyPage = lazyPage(
  () => import('../../features/support/pages/PrivacyPage'),
  (m) => m.PrivacyPage,
  ['privacy'],
);
const PricingPage = lazyPage(
  () => import('../../features/payments/pages/PricingPage'),
  (m) => m.PricingPage,
  ['payments'],
);
const PointsPage = lazyPage(
  () => import('../../features/payments/pages/PointsPage'),
  (m) => m.PointsPage,
  ['payments'],
);
const WalletPage = lazyPage(
  () => import('../../features/payments/pages/WalletPage'),
  (m) => m.WalletPage,
  ['payments'],
);
const GiftCardsPage = lazyPage(
  () => import('../../features/payments/pages/GiftCardsPage'),
  (m) => m.GiftCardsPage,
  ['payments'],
);
const LevelsPage = lazyPage(
  () => import('../../features/payments/pages/LevelsPage'),
  (m) => m.LevelsPage,
  ['payments'],
);
const TrustPage = lazyPage(
  () => import('../../features/payments/pages/TrustPage'),
  (m) => m.TrustPage,
  ['payments'],
);
const SandboxCheckoutPage = lazyPage(
  () => import('../../features/payments/pages/SandboxCheckoutPage'),
  (m) => m.SandboxCheckoutPage,
  ['payments'],
);

const CampaignsPage = lazyPage(
  () => import('../../features/campaigns/pages/CampaignsPage'),
  (m) => m.CampaignsPage,
  ['campaigns'],
);
const NewCampaignPage = lazyPage(
  () => import('../../features/campaigns/pages/NewCampaignPage'),
  (m) => m.NewCampaignPage,
  ['campaigns'],
);
const CampaignPage = lazyPage(
  () => import('../../features/campaigns/pages/CampaignPage'),
  (m) => m.CampaignPage,
  ['campaigns'],
);
const AuditLogPage = lazyPage(
  () => import('../../features/admin/pages/AuditLogPage'),
  (m) => m.AuditLogPage,
  ['admin'],
);
const ApprovalsPage = lazyPage(
  () => import('../../features/admin/components/ApprovalsPage'),
  (m) => m.ApprovalsPage,
  ['admin', 'campaigns'],
);
const ContentPage = lazyPage(
  () => import('../../features/admin/components/ContentPage'),
  (m) => m.ContentPage,
  ['admin'],
);
const AdminReportsPage = lazyPage(
  () => import('../../features/admin/components/ReportsPage'),
  (m) => m.ReportsPage,
  ['admin'],
);
const AdminPeoplePage = lazyPage(
  () => import('../../features/admin/components/PeoplePage'),
  (m) => m.PeoplePage,
  ['admin'],
);
const AdminCampaignsPage = lazyPage(
  () => import('../../features/campaigns/pages/AdminCampaignsPage'),
  (m) => m.AdminCampaignsPage,
  ['campaigns'],
);

/*
 * Loaders that start a page's first requests as the navigation starts, in parallel with its code
 * (features/<area>/prefetch.ts). They return at once: the page renders as soon as its code is here
 * and shows its own loading state if the data is not yet.
 */
const searchOf = ({ request }: LoaderFunctionArgs) => new URL(request.url).searchParams;
/*
 * On the server (apps/web/src/entry-server.tsx) the same routes render a public page, but its data
 * is fetched and awaited there before rendering, into that request's own query cache: these
 * loaders, which fill the browser's one cache, do nothing there.
 */
const inBrowser = typeof document !== 'undefined';
const hubLoader = (args: LoaderFunctionArgs) => {
  if (inBrowser) {
    void import('../../features/projects/prefetch').then((m) => m.prefetchHub(queryClient, searchOf(args)));
  }
  return null;
};
const projectLoader = ({ params }: LoaderFunctionArgs) => {
  if (inBrowser) {
    void import('../../features/projects/prefetch').then((m) =>
      m.prefetchProject(queryClient, params.projectNo),
    );
  }
  return null;
};
const loungeLoader = (args: LoaderFunctionArgs) => {
  if (inBrowser) {
    void import('../../features/lounge/prefetch').then((m) => m.prefetchLounge(queryClient, searchOf(args)));
  }
  return null;
};
const peopleLoader = (args: LoaderFunctionArgs) => {
  if (inBrowser) {
    void import('../../features/finder/prefetch').then((m) => m.prefetchPeople(queryClient, searchOf(args)));
  }
  return null;
};
const boothLoader = ({ params }: LoaderFunctionArgs) => {
  if (inBrowser) {
    void import('../../features/booths/prefetch').then((m) => m.prefetchBooth(queryClient, params.boothId));
  }
  return null;
};

/** Every address of the app; the browser's router (browserRouter.ts) and the server's renderer share them. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    ErrorBoundary: RouteErrorPage,
    // The loaders below return at once; nothing is worth showing for that instant.
    HydrateFallback: () => null,
    children: [
      { index: true, Component: ProjectsHubPage, loader: hubLoader },
      { path: 'projects', Component: ProjectsHubPage, loader: hubLoader },
      { path: 'projects/:projectNo', Component: ProjectViewPage, loader: projectLoader },
      { path: 'projects/new', Component: ProjectWizardPage },
      { path: 'projects/:projectNo/edit', Component: ProjectWizardPage },
      { path: 'projects/:projectNo/applications', Component: ApplicationsInboxPage },
      { path: 'projects/:projectNo/workspace', Component: WorkspacePage },
      { path: 'projects/mine', Component: MyProjectsPage },
      { path: 'projects/mine/applications', Component: MyApplicationsPage },
      { path: 'projects/mine/invitations', Component: MyInvitationsPage },
      { path: 'projects/mine/bookmarks', Component: MyBookmarksPage },
      { path: 'todo', Component: TodoPage },
      { path: 'quests', Component: QuestsPage },
      { path: 'people', Component: PeoplePage, loader: peopleLoader },
      { path: 'people/matches', Component: ProjectMatchesPage },
      { path: 'people/for-me', Component: MyMatchesPage },
      { path: 'lounge', Component: LoungePage, loader: loungeLoader },
      { path: 'lounge/following', Component: FollowingPage },
      { path: 'lounge/write', Component: ComposePage },
      { path: 'lounge/search', Component: SearchPage },
      { path: 'lounge/posts/:postId', Component: PostViewPage },
      { path: 'lounge/posts/:postId/edit', Component: ComposePage },
      { path: 'lounge/magazines', Component: MagazinesPage },
      { path: 'lounge/magazines/:magazineId', Component: MagazineViewPage },
      { path: 'lounge/notes', Component: NotesPage },
      { path: 'lounge/people/:userNo', Component: PersonTimelinePage },
      { path: 'lounge/projects/:projectNo', Component: ProjectTimelinePage },
      { path: 'lounge/reports', Component: ReportsPage },
      { path: 'groups', Component: GroupsPage },
      { path: 'groups/:groupId', Component: GroupViewPage },
      { path: 'chat', Component: ChatPage },
      { path: 'chat/open', Component: OpenChatsPage },
      { path: 'chat/open/:roomId', Component: OpenChatJoinPage },
      { path: 'chat/pros', Component: ProChatsPage },
      { path: 'chat/:roomId', Component: ChatPage },
      { path: 'booths', Component: BoothsPage },
      { path: 'booths/ranking', Component: BoothRankingPage },
      { path: 'booths/best', Component: BestBoothsPage },
      { path: 'booths/new', Component: NewBoothsPage },
      { path: 'booths/launch', Component: BoothLaunchPage },
      { path: 'booths/:boothId', Component: BoothViewPage, loader: boothLoader },
      { path: 'booths/:boothId/edit', Component: BoothLaunchPage },
      { path: 'blueprint', Component: BlueprintPage },
      { path: 'blueprint/:analysisId', Component: AnalysisPage },
      { path: 'blueprint/cases/:analysisId', Component: CaseAnalysisPage },
      { path: 'u/:userNo', Component: ProfilePage },
      { path: 'u/:userNo/resume', Component: ResumePage },
      { path: 'alarms', Component: AlarmsPage },
      { path: 'settings', Component: SettingsPage },
      { path: 'settings/profile', Component: EditProfilePage },
      { path: 'signup', Component: SignUpPage },
      { path: 'forgot-password', Component: ForgotPasswordPage },
      { path: 'reset-password', Component: ResetPasswordPage },
      { path: 'welcome', Component: WelcomePage },
      { path: 'dev/mail', Component: DevMailPage },
      { path: 'support', Component: FaqPage },
      { path: 'pricing', Component: PricingPage },
      { path: 'points', Component: PointsPage },
      // Each point pack's productPath (packages/domain) leads here with the pack preselected.
      { path: 'points/purchase', Component: PointsPage },
      { path: 'points/history', Component: WalletPage },
      { path: 'points/gift-cards', Component: GiftCardsPage },
      { path: 'levels', Component: LevelsPage },
      { path: 'trust', Component: TrustPage },
      // The built-in sandbox payment provider's checkout page (PAYMENT_PROVIDER=sandbox).
      { path: 'checkout/sandbox/:sessionId', Component: SandboxCheckoutPage },
      { path: 'privacy', Component: PrivacyPage },
      { path: 'campaigns', Component: CampaignsPage },
      { path: 'campaigns/new', Component: NewCampaignPage },
      { path: 'campaigns/:campaignId', Component: CampaignPage },
      { path: 'admin/campaigns', Component: AdminCampaignsPage },
      // The console opens on its busiest section, the reports queue.
      { path: 'admin', loader: () => redirect('/admin/reports') },
      { path: 'admin/audit', Component: AuditLogPage },
      { path: 'admin/approvals', Component: ApprovalsPage },
      { path: 'admin/content', Component: ContentPage },
      { path: 'admin/reports', Component: AdminReportsPage },
      { path: 'admin/people', Component: AdminPeoplePage },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
