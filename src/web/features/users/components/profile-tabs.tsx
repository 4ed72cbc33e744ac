import { Bell, Shield, User } from 'lucide-react';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useMyProfile } from '../api/get-profile.ts';
import { NotificationPreferencesForm } from './notification-preferences-form.tsx';
import { PersonalDataForm } from './personal-data-form.tsx';
import { SecurityPanel } from './security-panel.tsx';

/** The three tabs of 'Meu Perfil', 'Dados Pessoais' first. */
export function ProfileTabs({ onSignOut, signingOut }: { onSignOut: () => void; signingOut: boolean }) {
  const profile = useMyProfile();
  return (
    <Tabs defaultValue="profile" className="space-y-4">
      <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:w-auto">
        <TabsTrigger value="profile" className="gap-2">
          <User className="hidden h-4 w-4 sm:block" aria-hidden="true" /> Dados Pessoais
        </TabsTrigger>
        <TabsTrigger value="notifications" className="gap-2">
          <Bell className="hidden h-4 w-4 sm:block" aria-hidden="true" /> Notificações
        </TabsTrigger>
        <TabsTrigger value="security" className="gap-2">
          <Shield className="hidden h-4 w-4 sm:block" aria-hidden="true" /> Segurança
        </TabsTrigger>
      </TabsList>
      <TabsContent value="profile">
        {/* The form's own height (one column on a phone, two from sm), so the card below it stays put. */}
        {profile.isLoading ? <Skeleton className="h-[55rem] w-full sm:h-[37.5rem]" /> : null}
        {profile.isError ? <p className="text-sm text-destructive dark:text-red-400">Não foi possível carregar seu perfil. Recarregue a página.</p> : null}
        {profile.data ? <PersonalDataForm profile={profile.data} /> : null}
      </TabsContent>
      <TabsContent value="notifications">
        <NotificationPreferencesForm />
      </TabsContent>
      <TabsContent value="security">
        <SecurityPanel onSignOut={onSignOut} signingOut={signingOut} />
      </TabsContent>
    </Tabs>
  );
}
