import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authoringEndpoints, type QuizInput } from '#contracts/authoring';
import { apiRequest } from '#web/lib/api-client.ts';
import { teacherListsQueryKey } from './get-teacher-courses.ts';
import { quizQueryKey } from './get-quiz.ts';

/** Creates the quiz (no id) or saves it over the existing one. */
export const saveQuiz = (id: string | null, body: QuizInput) =>
  id === null ? apiRequest(authoringEndpoints.createQuiz, { body }) : apiRequest(authoringEndpoints.updateQuiz, { params: { id }, body });

export function useSaveQuiz(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizInput) => saveQuiz(id, body),
    onSuccess: (quiz) => {
      queryClient.setQueryData(quizQueryKey(quiz.id), quiz);
      // The quizzes tab and the courses' quiz counts.
      void queryClient.invalidateQueries({ queryKey: teacherListsQueryKey });
    },
  });
}
