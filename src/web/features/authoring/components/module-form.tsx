import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ModuleInputSchema, type ModuleInput } from '#contracts/authoring';
import { Button } from '#web/components/ui/button.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, FormRootMessage, formResolver } from '#web/components/ui/form.tsx';
import { Input } from '#web/components/ui/input.tsx';

/** A module's title: adding one (cleared after saving) or renaming one. */
export function ModuleForm({
  initialTitle = '', label, submitLabel, pending, onSubmit, serverError,
}: {
  initialTitle?: string;
  label: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: ModuleInput, reset: () => void) => void;
  serverError?: string | null;
}) {
  const form = useForm<ModuleInput>({ resolver: formResolver(ModuleInputSchema), defaultValues: { title: initialTitle } });
  useEffect(() => {
    if (serverError) form.setError('root', { message: serverError });
  }, [serverError, form]);
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((values) => onSubmit(values, () => form.reset({ title: '' })))} noValidate className="space-y-2" aria-label={label}>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <FormField
            control={form.control}
            name="title"
            render={({ field }) => (
              <FormItem className="flex-1">
                <FormLabel>{label}</FormLabel>
                <FormControl>
                  <Input {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" disabled={pending} className="sm:mt-7">
            {submitLabel}
          </Button>
        </div>
        <FormRootMessage />
      </form>
    </Form>
  );
}
