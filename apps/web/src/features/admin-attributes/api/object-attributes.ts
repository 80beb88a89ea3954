import type { ObjectAttribute } from '@buchbar/contracts/fleet';
import type { ObjectAttributeObject } from '@buchbar/domain/fleet/vehicle-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { crudResource, useDeleteMutation, useSaveMutation } from '@/lib/crud-resource';
import { type AttributeBody, type AttributeItem, toItem } from '../utils/attribute-form';

/** Every object's definitions; the vehicle forms and lists read the same key prefix. */
export const OBJECT_ATTRIBUTES_QUERY_KEY = ['object-attributes'] as const;

export const getObjectAttributes = (object: ObjectAttributeObject, signal?: AbortSignal) =>
  api.get<z.infer<typeof ObjectAttribute>[]>('/api/v1/object-attributes', { params: { object }, signal });

export const objectAttributesQueryOptions = (object: ObjectAttributeObject) =>
  queryOptions({
    queryKey: [...OBJECT_ATTRIBUTES_QUERY_KEY, object],
    queryFn: ({ signal }) => getObjectAttributes(object, signal),
    select: (list) => [...list].sort((a, b) => a.position - b.position).map(toItem),
  });

export function useObjectAttributes(object: ObjectAttributeObject) {
  return useQuery(objectAttributesQueryOptions(object));
}

const resource = crudResource<z.infer<typeof ObjectAttribute>, AttributeBody>('/api/v1/object-attributes');

/** The answer is mapped to the crud item (label as name) for the pattern's "saved" toast. */
const itemResource = {
  create: async (input: AttributeBody) => toItem(await resource.create(input)),
  update: async (id: string, input: AttributeBody) => toItem(await resource.update(id, input)),
  remove: resource.remove,
};

/** Vehicles show attributes (cards, filters), so their queries refetch too. */
const refresh = [OBJECT_ATTRIBUTES_QUERY_KEY, ['vehicles']] as const;

export const useSaveObjectAttribute = () =>
  useSaveMutation<AttributeItem, AttributeBody>(itemResource, refresh);
export const useDeleteObjectAttribute = () =>
  useDeleteMutation<AttributeItem, AttributeBody>(itemResource, refresh);
