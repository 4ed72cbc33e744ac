import { PageContainer } from '#web/components/layout/page-container.tsx';
import { MyDataSections } from '#web/pages/conta/meus-dados.tsx';

/** The teacher's own "Meus dados". */
export default function TeacherMyDataPage() {
  return (
    <PageContainer kind="reading">
      <MyDataSections />
    </PageContainer>
  );
}
