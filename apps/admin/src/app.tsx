import { Navigate, Route, Routes } from 'react-router';
import { Layout } from './components/layout';
import { AdjustmentsPage } from './pages/adjustments-page';
import { AuditPage } from './pages/audit-page';
import { ContentCasinoPage } from './pages/content-casino-page';
import { ContentConfigPage } from './pages/content-config-page';
import { ContentPagesPage } from './pages/content-pages-page';
import { DashboardPage } from './pages/dashboard-page';
import { EnrolPage } from './pages/enrol-page';
import { JackpotPage } from './pages/jackpot-page';
import { LoginPage } from './pages/login-page';
import { MarketingPage } from './pages/marketing-page';
import { DepositsPage } from './pages/payments-deposits-page';
import { WithdrawalsPage } from './pages/payments-withdrawals-page';
import { PlayerPage } from './pages/player-page';
import { PlayersPage } from './pages/players-page';
import { RgReportsPage } from './pages/rg-reports-page';
import { RiskExposurePage } from './pages/risk-exposure-page';
import { RiskGamePage } from './pages/risk-game-page';
import { RiskPlayerLimitsPage } from './pages/risk-player-limits-page';
import { RiskStakeFactorsPage } from './pages/risk-stake-factors-page';
import { SessionsPage } from './pages/sessions-page';
import { SettlementGamePage } from './pages/settlement-game-page';
import { SettlementPage } from './pages/settlement-page';
import { StaffPage } from './pages/staff-page';
import { SupportPage, TicketPage } from './pages/support-page';
import { TournamentPage } from './pages/tournament-page';
import { TournamentsPage } from './pages/tournaments-page';
import { VerificationPage } from './pages/verification-page';
import { VerificationReviewPage } from './pages/verification-review-page';
import { VipPage } from './pages/vip-page';
import { may, useMe } from './session';

/** The first desk this role may open. */
function Home() {
  const me = useMe();
  if (!me) return null;
  const first = [
    ['dashboard.read', '/admin/dashboard'],
    ['players.read', '/admin/players'],
    ['support.tickets', '/admin/support'],
    ['staff.manage', '/admin/staff'],
    ['content.config', '/admin/content'],
  ].find(([permission]) => may(me, permission ?? ''));
  return <Navigate to={first?.[1] ?? '/admin/sessions'} replace />;
}

export function App() {
  return (
    <Routes>
      <Route path="/admin/login" element={<LoginPage />} />
      <Route path="/admin/enrol" element={<EnrolPage />} />
      <Route path="/admin" element={<Layout />}>
        <Route index element={<Home />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="players" element={<PlayersPage />} />
        <Route path="players/:id" element={<PlayerPage />} />
        <Route path="support" element={<SupportPage />} />
        <Route path="support/:id" element={<TicketPage />} />
        <Route path="vip" element={<VipPage />} />
        <Route path="risk" element={<RiskExposurePage />} />
        <Route path="risk/games/:id" element={<RiskGamePage />} />
        <Route path="risk/stake-factors" element={<RiskStakeFactorsPage />} />
        <Route path="risk/players/:id/limits" element={<RiskPlayerLimitsPage />} />
        <Route path="settlement" element={<SettlementPage />} />
        <Route path="settlement/:id" element={<SettlementGamePage />} />
        <Route path="rg-reports" element={<RgReportsPage />} />
        <Route path="verification" element={<VerificationPage />} />
        <Route path="verification/:id" element={<VerificationReviewPage />} />
        <Route path="adjustments" element={<AdjustmentsPage />} />
        <Route path="withdrawals" element={<WithdrawalsPage />} />
        <Route path="deposits" element={<DepositsPage />} />
        <Route path="marketing" element={<MarketingPage />} />
        <Route path="casino/tournaments" element={<TournamentsPage />} />
        <Route path="casino/tournaments/:id" element={<TournamentPage />} />
        <Route path="casino/jackpot" element={<JackpotPage />} />
        <Route path="content" element={<ContentConfigPage />} />
        <Route path="content/pages" element={<ContentPagesPage />} />
        <Route path="content/casino" element={<ContentCasinoPage />} />
        <Route path="staff" element={<StaffPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="sessions" element={<SessionsPage />} />
        <Route path="*" element={<p>Not found</p>} />
      </Route>
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  );
}
