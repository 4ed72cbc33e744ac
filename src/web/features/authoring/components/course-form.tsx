import { useForm } from 'react-hook-form';
import { Save } from 'lucide-react';
import { CourseInputSchema, type AuthoringCourse, type CourseInput } from '#contracts/authoring';
import { CATEGORY_LABELS, CategorySchema } from '#contracts/courses';
import { Button } from '#web/components/ui/button.tsx';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, FormRootMessage, formResolver } from '#web/components/ui/form.tsx';
import { Input, Textarea } from '#web/components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useResetOnSaved } from '#web/lib/use-reset-on-saved.ts';
import { useSaveCourse } from '../api/save-course.ts';

const toForm = (course: AuthoringCourse | null): CourseInput =>
  course
    ? { title: course.title, description: course.description, category: course.category, isPremium: course.isPremium }
    : { title: '', description: '', category: 'tecnologia', isPremium: false };

/** Title, description, category and premium flag of a course (a new one when `course` is null). */
export function CourseForm({ course, disabled = false, onSaved }: { course: AuthoringCourse | null; disabled?: boolean; onSaved?: (course: AuthoringCourse) => void }) {
  const save = useSaveCourse(course?.id ?? null);
  const form = useForm<CourseInput>({ resolver: formResolver(CourseInputSchema), defaultValues: toForm(course) });

  useResetOnSaved(form, toForm(course));

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        toast({ title: course ? 'Curso salvo' : 'Curso criado', description: course ? undefined : 'Agora adicione módulos e aulas.' });
        onSaved?.(saved);
      },
      onError: (error) => form.setError('root', { message: errorMessageOf(error) }),
    }),
  );

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Dados do curso">
        <fieldset disabled={disabled} className="space-y-4">
          <FormField
            control={form.control}
            name="title"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Título do curso</FormLabel>
                <FormControl>
                  <Input {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="description"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Descrição</FormLabel>
                <FormControl>
                  <Textarea rows={4} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField
              control={form.control}
              name="category"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Categoria</FormLabel>
                  <Select value={field.value} onValueChange={field.onChange} disabled={disabled}>
                    <FormControl>
                      <SelectTrigger>
                        <SelectValue />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent>
                      {CategorySchema.options.map((category) => (
                        <SelectItem key={category} value={category}>
                          {CATEGORY_LABELS[category]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="isPremium"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Curso premium</FormLabel>
                  <div className="flex h-10 items-center">
                    <FormControl>
                      <Switch checked={field.value} onCheckedChange={field.onChange} disabled={disabled} />
                    </FormControl>
                  </div>
                  <FormDescription>Só assinantes estudam cursos premium.</FormDescription>
                </FormItem>
              )}
            />
          </div>
          <FormRootMessage />
          <Button type="submit" disabled={save.isPending}>
            <Save aria-hidden="true" /> {course ? 'Salvar curso' : 'Criar curso'}
          </Button>
        </fieldset>
      </form>
    </Form>
  );
}
