import { Briefcase, User } from 'lucide-react';
import { BackLink } from '#web/components/layout/back-link.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useMyProfile } from '#web/features/users/api/get-profile.ts';
import { useProfessionalProfile } from '#web/features/users/api/professional-profile.ts';
import { PersonalDataForm } from '#web/features/users/components/personal-data-form.tsx';
import { ProfessionalInfoForm } from '#web/features/users/components/professional-info-form.tsx';
import { paths } from '#web/lib/paths.ts';
import { PageContainer } from '#web/components/layout/page-container.tsx';

const LOAD_ERROR = 'Não foi possível carregar seu perfil. Recarregue a página.';

/** /professor/perfil (spec "Teacher profile"): personal information (as the student's profile) and professional information. */
export default function TeacherProfilePage() {
  const profile = useMyProfile();
  const professional = useProfessionalProfile();
  return (
    <PageContainer kind="reading">
      <BackLink href={paths.professor.dashboard}>Voltar ao Painel</BackLink>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Meu Perfil</h1>
        <p className="text-muted-foreground">Suas informações pessoais e profissionais</p>
      </div>
      <Tabs defaultValue="personal" className="space-y-4">
        <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto">
          <TabsTrigger value="personal" className="h-full gap-2 whitespace-normal">
            <User className="hidden h-4 w-4 sm:block" aria-hidden="true" /> Informações Pessoais
          </TabsTrigger>
          <TabsTrigger value="professional" className="h-full gap-2 whitespace-normal">
            <Briefcase className="hidden h-4 w-4 sm:block" aria-hidden="true" /> Informações Profissionais
          </TabsTrigger>
        </TabsList>
        <TabsContent value="personal">
          {profile.isLoading ? <Skeleton className="h-96 w-full" /> : null}
          {profile.isError ? <p className="text-sm text-destructive dark:text-red-400">{LOAD_ERROR}</p> : null}
          {profile.data ? <PersonalDataForm profile={profile.data} savedDescription="Suas informações foram salvas com sucesso." /> : null}
        </TabsContent>
        <TabsContent value="professional">
          {professional.isLoading ? <Skeleton className="h-64 w-full" /> : null}
          {professional.isError ? <p className="text-sm text-destructive dark:text-red-400">{LOAD_ERROR}</p> : null}
          {professional.data ? <ProfessionalInfoForm profile={professional.data} /> : null}
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
