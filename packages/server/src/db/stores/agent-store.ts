import { SkillportError } from '@skillport/core';
import type { GatewayDatabase } from '../open-database.js';

export interface AgentProfile {
  name: string;
  model: string | null;
  instructions: string;
  /** Skill allowlist (limits discovery, activation and describe); null = every skill. */
  skills: string[] | null;
  /** Tool set; null = every skill tool. */
  tools: string[] | null;
  createdAt: string;
  updatedAt: string;
}

export type AgentProfileInput = Pick<AgentProfile, 'name' | 'model' | 'instructions' | 'skills' | 'tools'>;

export interface AgentStore {
  list(): Promise<AgentProfile[]>;
  find(name: string): Promise<AgentProfile | undefined>;
  create(input: AgentProfileInput, by: string): Promise<AgentProfile>;
  /** Replaces the profile; throws AGENT_NOT_FOUND when there is none. */
  replace(input: AgentProfileInput): Promise<AgentProfile>;
  /** True when a profile was deleted. */
  delete(name: string): Promise<boolean>;
}

type Row = {
  name: string;
  model: string | null;
  instructions: string;
  skills: string | null;
  tools: string | null;
  created_at: string;
  updated_at: string;
};

const toProfile = (row: Row): AgentProfile => ({
  name: row.name,
  model: row.model,
  instructions: row.instructions,
  skills: row.skills === null ? null : (JSON.parse(row.skills) as string[]),
  tools: row.tools === null ? null : (JSON.parse(row.tools) as string[]),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export const agentNotFound = (name: string) =>
  new SkillportError('AGENT_NOT_FOUND', `No agent profile named "${name}"; GET /api/agents lists them.`, {
    details: { name },
  });

const COLUMNS = ['name', 'model', 'instructions', 'skills', 'tools', 'created_at', 'updated_at'] as const;

export function createAgentStore(db: GatewayDatabase): AgentStore {
  const find = async (name: string) => {
    const row = await db.selectFrom('agents').select(COLUMNS).where('name', '=', name).executeTakeFirst();
    return row && toProfile(row);
  };
  const encode = (list: string[] | null) => (list === null ? null : JSON.stringify(list));
  return {
    async list() {
      return (await db.selectFrom('agents').select(COLUMNS).orderBy('name').execute()).map(toProfile);
    },
    find,
    async create(input, by) {
      const now = new Date().toISOString();
      try {
        await db
          .insertInto('agents')
          .values({
            name: input.name,
            model: input.model,
            instructions: input.instructions,
            skills: encode(input.skills),
            tools: encode(input.tools),
            created_by: by,
            created_at: now,
            updated_at: now,
          })
          .execute();
      } catch (error) {
        if (await find(input.name)) {
          throw new SkillportError(
            'AGENT_EXISTS',
            `An agent named "${input.name}" exists; PUT /api/agents/${input.name} changes it.`,
            {
              details: { name: input.name },
            },
          );
        }
        throw error;
      }
      return (await find(input.name)) as AgentProfile;
    },
    async replace(input) {
      const result = await db
        .updateTable('agents')
        .set({
          model: input.model,
          instructions: input.instructions,
          skills: encode(input.skills),
          tools: encode(input.tools),
          updated_at: new Date().toISOString(),
        })
        .where('name', '=', input.name)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw agentNotFound(input.name);
      return (await find(input.name)) as AgentProfile;
    },
    async delete(name) {
      const result = await db.deleteFrom('agents').where('name', '=', name).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
