import { queryOptions, useQuery } from '@tanstack/react-query';
import { authoringEndpoints } from '#contracts/authoring';
import { apiRequest } from '#web/lib/api-client.ts';
import { authoringQueryKey } from './get-teacher-courses.ts';

export const getTeacherMaterials = () => apiRequest(authoringEndpoints.listMaterials);

export const teacherMaterialsQueryOptions = () => queryOptions({ queryKey: [...authoringQueryKey, 'materials'], queryFn: getTeacherMaterials });

export const useTeacherMaterials = () => useQuery(teacherMaterialsQueryOptions());
