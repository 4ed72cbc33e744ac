import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authoringEndpoints, type TeacherMaterialQuery } from '#contracts/authoring';
import { apiRequest } from '#web/lib/api-client.ts';
import { teacherListsQueryKey } from './get-teacher-courses.ts';

export const getTeacherMaterials = (query: TeacherMaterialQuery) => apiRequest(authoringEndpoints.listMaterials, { query });

export const teacherMaterialsQueryOptions = (query: TeacherMaterialQuery) =>
  queryOptions({ queryKey: [...teacherListsQueryKey, 'materials', query], queryFn: () => getTeacherMaterials(query), placeholderData: keepPreviousData });

/** One page of the teacher's materials (of every course, or of one with `courseId`). */
export const useTeacherMaterials = (query: TeacherMaterialQuery) => useQuery(teacherMaterialsQueryOptions(query));
