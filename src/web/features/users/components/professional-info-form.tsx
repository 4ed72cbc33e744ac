import { useForm } from 'react-hook-form';
import { Save } from 'lucide-react';
import { ProfessionalProfileUpdateSchema, SPECIALTIES_MAX, type ProfessionalProfile, type ProfessionalProfileUpdateInput } from '#contracts/users';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, formResolver } from '#web/components/ui/form.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useResetOnSaved } from '#web/lib/use-reset-on-saved.ts';
import { useUpdateProfessionalProfile } from '../api/professional-profile.ts';

const toForm = (profile: ProfessionalProfile): ProfessionalProfileUpdateInput => ({ specialties: profile.specialties.join(', '), qualification: profile.qualification ?? '' });

/** Spec "Teacher profile": specialties and qualification; saving shows the teacher's 'Perfil atualizado'. */
export function ProfessionalInfoForm({ profile }: { profile: ProfessionalProfile }) {
  const update = useUpdateProfessionalProfile();
  const form = useForm<ProfessionalProfileUpdateInput>({ resolver: formResolver(ProfessionalProfileUpdateSchema, undefined, { raw: true }), defaultValues: toForm(profile) });

  useResetOnSaved(form, toForm(profile));

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(toForm(saved));
        toast({ title: 'Perfil atualizado', description: 'Suas informações foram salvas com sucesso.' });
      },
      onError: (error) => toast({ title: 'Não foi possível salvar', description: errorMessageOf(error), variant: 'destructive' }),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Informações Profissionais</CardTitle>
        <CardDescription>O que os alunos veem sobre a sua experiência.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {profile.specialties.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Especialidades salvas">
            {profile.specialties.map((item) => (
              <li key={item}>
                <Badge variant="secondary">{item}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Informações profissionais">
            <FormField
              control={form.control}
              name="specialties"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Especialidades</FormLabel>
                  <FormControl>
                    <Input placeholder="Inteligência Artificial, Machine Learning, Python" {...field} />
                  </FormControl>
                  <FormDescription>Separe por vírgulas (até {SPECIALTIES_MAX}).</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="qualification"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Formação</FormLabel>
                  <FormControl>
                    <Input placeholder="Ex.: Doutor em Ciência da Computação pela USP" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <Button type="submit" disabled={update.isPending}>
              <Save aria-hidden="true" /> {update.isPending ? 'Salvando…' : 'Salvar Alterações'}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
