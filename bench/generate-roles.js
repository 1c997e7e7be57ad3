// The roles file of the authorization benchmarks: `count` roles of ten rules each (5 allowed and 2 denied
// tools, 2 allowed skills, 1 denied model), each naming its own tools, skills and models.
export function generateRoles(count) {
  const roles = {};
  for (let i = 0; i < count; i++) {
    roles[`role-${i}`] = {
      tools: {
        allow: ['search', `tool-${i}-a`, `tool-${i}-b`, `tool-${i}-c`, 'shell'],
        deny: ['shell', `tool-${i}-x`],
      },
      skills: { allow: [`skill-${i}-a`, 'pdf'] },
      models: { deny: [`model-${i % 7}`] },
    };
  }
  return { roles };
}
