import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from '#web/components/ui/use-toast.ts';
import { ApiError, errorMessageOf } from '#web/lib/api-client.ts';

/**
 * One settings tab's form: filled from the section as read (and refilled after a save or a
 * reload), saved with the version it was read at; 'Configurações salvas' (or `savedMessage`) on success, the
 * server's message under the form otherwise (409 marks a conflict).
 */
export function useSettingsForm<TView, TInput extends FieldValues>(
  view: TView,
  toForm: (view: TView) => TInput,
  resolver: Resolver<TInput>,
  save: UseMutationResult<TView, Error, TInput>,
  savedMessage = 'Configurações salvas',
) {
  const form = useForm<TInput>({ resolver, defaultValues: toForm(view) as DefaultValues<TInput> });
  const [conflict, setConflict] = useState(false);

  useEffect(() => {
    form.reset(toForm(view));
    setConflict(false);
  }, [view, form, toForm]);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast({ title: savedMessage }),
      onError: (error) => {
        setConflict(error instanceof ApiError && error.status === 409);
        form.setError('root', { message: errorMessageOf(error) });
      },
    }),
  );
  return { form, onSubmit, conflict };
}
