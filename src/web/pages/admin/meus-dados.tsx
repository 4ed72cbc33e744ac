import { PageContainer } from '#web/components/layout/page-container.tsx';
import { MyDataSections } from '#web/pages/conta/meus-dados.tsx';

/** The admin's own "Meus dados" (the holders' requests are on /admin/privacidade). */
export default function AdminMyDataPage() {
  return (
    <PageContainer kind="reading">
      <MyDataSections />
    </PageContainer>
  );
}
