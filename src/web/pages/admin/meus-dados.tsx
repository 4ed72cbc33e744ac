import { DataRequestsCard } from '#web/features/privacy/components/data-requests-card.tsx';
import MyDataPage from '#web/pages/conta/meus-dados.tsx';

/** The admin's own "Meus dados", with the holders' requests first. */
export default function AdminMyDataPage() {
  return <MyDataPage adminSection={<DataRequestsCard />} />;
}
