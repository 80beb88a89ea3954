import { ERROR_RESPONSES } from '@buchbar/contracts/common';
import {
  KeyCompartment,
  LockerCheckOutInput,
  LockerCode,
  LockerCodeInput,
  LockerReturned,
  LockerStepView,
  LockerTerminal,
  LockerTerminalCreated,
  LockerTerminalInput,
  LockerTerminalSelf,
} from '@buchbar/contracts/office-locker';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickLanguage } from '../../platform/http/messages';
import type { Authorizer } from '../access/access.module';
import type { OfficeLockerService } from './office-locker.service';

const errors = ERROR_RESPONSES;
const tags = ['office-locker'];
const IdParams = z.object({ id: z.uuid() });
/** Like the spaces kiosk, the token may come as ?token= (redacted in the log). */
const TokenQuery = z.object({ token: z.string().max(200).optional() });
const SECRET_TOKEN = { secretParams: ['token'] };
const tokenOf = (req: FastifyRequest) => {
  const header = req.headers['x-locker-token'];
  const query = (req.query as { token?: unknown } | undefined)?.token;
  return typeof header === 'string' ? header : typeof query === 'string' ? query : undefined;
};

type Deps = { authz: Authorizer; locker: OfficeLockerService };

/**
 * The key hand-over terminal (issue 11 point 7, ADR 0009 gap 7): fleet managers manage terminal
 * tokens and key compartments; the terminal (header x-locker-token, no session) submits codes;
 * the driver reads the trip's code in the app.
 */
export function registerOfficeLockerRoutes(app: FastifyInstance, d: Deps) {
  registerTerminalAdminRoutes(app, d);
  registerKeyCompartmentRoutes(app, d);
  registerLockerCodeRoutes(app, d);
  registerTerminalRoutes(app, d);
}

/** The principal, when they hold fahrzeug_pflege (fleet managers). */
const fleetCare = (d: Deps, req: FastifyRequest) => d.authz.require(req, 'fahrzeug_pflege');

/** Fleet managers list, create and revoke terminal tokens. */
function registerTerminalAdminRoutes(app: FastifyInstance, d: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/office-locker-terminals',
    { schema: { tags, response: { 200: z.array(LockerTerminal), ...errors } } },
    async (req) => d.locker.listTerminals(await fleetCare(d, req)),
  );
  r.post(
    '/api/v1/office-locker-terminals',
    { schema: { tags, body: LockerTerminalInput, response: { 201: LockerTerminalCreated, ...errors } } },
    async (req, reply) =>
      reply.code(201).send(await d.locker.createTerminal(await fleetCare(d, req), req.body.name)),
  );
  r.delete(
    '/api/v1/office-locker-terminals/:id',
    { schema: { tags, params: IdParams, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await d.locker.revokeTerminal(await fleetCare(d, req), req.params.id);
      return reply.code(204).send(null);
    },
  );
}

/** Fleet managers read and set a vehicle's key compartment. */
function registerKeyCompartmentRoutes(app: FastifyInstance, d: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/vehicles/:id/key-compartment',
    { schema: { tags, params: IdParams, response: { 200: KeyCompartment, ...errors } } },
    async (req) => d.locker.keyCompartment(await fleetCare(d, req), req.params.id),
  );
  r.put(
    '/api/v1/vehicles/:id/key-compartment',
    {
      schema: { tags, params: IdParams, body: KeyCompartment, response: { 200: KeyCompartment, ...errors } },
    },
    async (req) =>
      d.locker.setKeyCompartment(await fleetCare(d, req), req.params.id, req.body.keyCompartment),
  );
}

/** The driver reads the trip's code in the app. */
function registerLockerCodeRoutes(app: FastifyInstance, d: Deps) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/v1/vehicle-bookings/:id/locker-code',
      { schema: { tags, params: IdParams, response: { 200: LockerCode, ...errors } } },
      async (req) => d.locker.codeFor(await d.authz.principal(req), req.params.id),
    );
}

/** The terminal itself (token, no session): who it is, a code's step, the key's return at check-out. */
function registerTerminalRoutes(app: FastifyInstance, d: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { locker } = d;
  r.get(
    '/api/v1/office-locker/terminal',
    {
      schema: {
        tags,
        summary: 'The terminal behind x-locker-token (or ?token=)',
        querystring: TokenQuery,
        response: { 200: LockerTerminalSelf, ...errors },
      },
      config: SECRET_TOKEN,
    },
    async (req) => ({ name: (await locker.terminal(tokenOf(req))).name }),
  );
  r.post(
    '/api/v1/office-locker/lookup',
    {
      schema: {
        tags,
        querystring: TokenQuery,
        body: LockerCodeInput,
        response: { 200: LockerStepView, ...errors },
      },
      config: SECRET_TOKEN,
    },
    async (req) => locker.lookup(tokenOf(req), req.body.code),
  );
  r.post(
    '/api/v1/office-locker/check-out',
    {
      schema: {
        tags,
        querystring: TokenQuery,
        body: LockerCheckOutInput,
        response: { 200: LockerReturned, ...errors },
      },
      config: SECRET_TOKEN,
    },
    async (req) =>
      locker.checkOut(
        tokenOf(req),
        req.body.code,
        req.body.entry,
        pickLanguage(req.headers['accept-language']),
      ),
  );
}
