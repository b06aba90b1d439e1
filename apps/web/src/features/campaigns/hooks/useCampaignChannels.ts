import type { CampaignChannelAbsence, CampaignChannelCode } from '@sidecamp/domain/core';
import { CAMPAIGN_CHANNELS, campaignChannelAbsence } from '@sidecamp/domain/core';
import { usePushConfig } from '../../settings';

export type CampaignChannels = {
  /** The channels this server delivers, in the spec's order. */
  offered: CampaignChannelCode[];
  /** The channels it does not, each with why (shown under the choices). */
  absent: Array<{ code: CampaignChannelCode; reason: CampaignChannelAbsence }>;
};

/**
 * The campaign channels this server can deliver, from its push config (push needs its VAPID
 * keys); the same rule the server refuses a channel by. Until the config has loaded only the
 * channels that need nothing are offered and nothing is said to be absent.
 */
export function useCampaignChannels(): CampaignChannels {
  const config = usePushConfig();
  const push = config.data?.enabled ?? false;
  const offered: CampaignChannelCode[] = [];
  const absent: CampaignChannels['absent'] = [];
  for (const { code } of CAMPAIGN_CHANNELS.entries) {
    const reason = campaignChannelAbsence(code, { push });
    if (reason === null) offered.push(code);
    else if (config.data) absent.push({ code, reason });
  }
  return { offered, absent };
}
