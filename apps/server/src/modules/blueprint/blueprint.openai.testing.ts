/*
 * Answers of a fake OpenAI-compatible server, for the provider's tests: the chat completion
 * envelope and a valid idea report answer.
 */

export const completion = (content: string) => ({
  status: 200,
  body: {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'fake-model',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  },
});

type Competitors = { path: string; differences: string[] }[];

/** A valid answer as an object, for a test to change before it is written out. */
export function answerObject(competitors: Competitors) {
  const two = ['First line from the model', 'Second line from the model'];
  return {
    specification: {
      targetUsers: ['Hospital nurses on rotating shifts'],
      roles: ['Nurse', 'Ward manager'],
      mvpFeatures: ['Post a shift', 'Claim a shift', '  ', 'Manager\u0000 approval\ud800'],
      laterFeatures: ['Rota import'],
      requirements: ['Works on phones during a shift'],
    },
    leanCanvas: {
      problem: two,
      customerSegments: two,
      uniqueValueProposition: two,
      solution: two,
      channels: two,
      revenueStreams: two,
      costStructure: two,
      keyMetrics: two,
      unfairAdvantage: two,
    },
    swot: { strengths: two, weaknesses: two, opportunities: two, threats: two },
    businessModelCanvas: {
      keyPartners: two,
      keyActivities: two,
      keyResources: two,
      valuePropositions: two,
      customerRelationships: two,
      channels: two,
      customerSegments: two,
      costStructure: two,
      revenueStreams: two,
    },
    competitors,
    market: {
      saturationExplanation: 'One close project already does shift swaps.',
      assumptions: [{ label: 'Wards per hospital', value: 'About 20 (an estimate)' }],
      notes: ['Hospitals buy per ward.'],
    },
    profile: 'A nurse who codes, or a team with one.',
  };
}

/** A valid answer, as the model writes it. */
export const answer = (competitors: Competitors) => JSON.stringify(answerObject(competitors));
