import { useMutation, useQueryClient } from '@tanstack/react-query';
import { learningEndpoints } from '#contracts/learning';
import { toast } from '#web/components/ui/use-toast.ts';
import { apiRequest, errorMessageOf } from '#web/lib/api-client.ts';
import { learningQueryKey } from './get-dashboard.ts';

/**
 * Completes a lesson, then refreshes what shows progress: the course (marks, percent),
 * the catalogue cards and the dashboard. Toast 'Aula concluída' (spec section 4).
 */
export function useCompleteLesson(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lessonId: string) => apiRequest(learningEndpoints.completeLesson, { params: { id: courseId, lessonId } }),
    onSuccess: async (result) => {
      toast({
        title: 'Aula concluída',
        description: result.courseCompletedAt ? 'Parabéns! Você concluiu todas as aulas do curso.' : `Progresso do curso: ${result.progressPercent}%.`,
      });
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['courses'] }), queryClient.invalidateQueries({ queryKey: learningQueryKey })]);
    },
    onError: (error) => toast({ title: 'Não foi possível concluir a aula', description: errorMessageOf(error), variant: 'destructive' }),
  });
}
