import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { learningEndpoints, type Note } from '#contracts/learning';
import { apiRequest } from '#web/lib/api-client.ts';
import { notesQueryKey } from './list-notes.ts';

export function saveNote(courseId: string, lessonId: string, content: string): Promise<Note> {
  return apiRequest(learningEndpoints.saveNote, { params: { id: courseId, lessonId }, body: { content } });
}

/** Saves a note and keeps the course's notes cache in step (a stable function per course). */
export function useSaveNote(courseId: string) {
  const queryClient = useQueryClient();
  return React.useCallback(
    async (lessonId: string, content: string) => {
      const note = await saveNote(courseId, lessonId, content);
      queryClient.setQueryData<Note[]>(notesQueryKey(courseId), (notes = []) => [...notes.filter((n) => n.lessonId !== lessonId), note]);
      return note;
    },
    [queryClient, courseId],
  );
}
