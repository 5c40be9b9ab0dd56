export { CampaignMessagesWidget } from './campaign-messages-widget.tsx';
