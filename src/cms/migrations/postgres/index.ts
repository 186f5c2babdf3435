import * as migration_20261122_034936_initial from './20261122_034936_initial';
import * as migration_20261122_061301_search_index_branches from './20261122_061301_search_index_branches';
import * as migration_20261122_061505_leads from './20261122_061505_leads';
import * as migration_20261122_064712_redirects from './20261122_064712_redirects';
import * as migration_20261122_075322_calculator_block from './20261122_075322_calculator_block';
import * as migration_20261122_090636_staff_roles from './20261122_090636_staff_roles';
import * as migration_20261122_091617_careers from './20261122_091617_careers';
import * as migration_20261122_092207_policyholder_services from './20261122_092207_policyholder_services';
import * as migration_20261122_092841_media_centre from './20261122_092841_media_centre';
import * as migration_20261122_093631_policies_and_mandates from './20261122_093631_policies_and_mandates';
import * as migration_20261122_123001_renewal_payments from './20261122_123001_renewal_payments';
import * as migration_20261122_123638_dgh_submissions from './20261122_123638_dgh_submissions';
import * as migration_20261125_011742_users_login_limits_per_address from './20261125_011742_users_login_limits_per_address';
import * as migration_20261125_123228_consent_records from './20261125_123228_consent_records';
import * as migration_20261125_124110_site_settings_company from './20261125_124110_site_settings_company';
import * as migration_20261125_203903_scheduled_publishing from './20261125_203903_scheduled_publishing';
import * as migration_20261125_210224_change_history from './20261125_210224_change_history';
import * as migration_20261126_003152_quotes from './20261126_003152_quotes';
import * as migration_20261127_151910_leads_held_verified_index from './20261127_151910_leads_held_verified_index';
import * as migration_20261128_125130_quote_tables_gst_from_rules from './20261128_125130_quote_tables_gst_from_rules';
import * as migration_20261128_130449_payments_gst from './20261128_130449_payments_gst';
import * as migration_20261128_142710_uploads_in_a_bucket from './20261128_142710_uploads_in_a_bucket';
import * as migration_20261128_152324_review_before_publishing from './20261128_152324_review_before_publishing';
import * as migration_20261128_163626_quote_cover_till_riders_payouts from './20261128_163626_quote_cover_till_riders_payouts';
import * as migration_20261128_163904_maintenance_made_safe from './20261128_163904_maintenance_made_safe';
import * as migration_20261128_165824_personal_data_log from './20261128_165824_personal_data_log';
import * as migration_20261128_194749_field_vitals from './20261128_194749_field_vitals';
import * as migration_20261128_194754_proposals from './20261128_194754_proposals';
import * as migration_20261128_194812_google_tag_ids from './20261128_194812_google_tag_ids';
import * as migration_20261128_194959_blog_categories_and_tags from './20261128_194959_blog_categories_and_tags';
import * as migration_20261128_231621_first_premium from './20261128_231621_first_premium';
import * as migration_20261128_231638_site_settings_sms_templates from './20261128_231638_site_settings_sms_templates';
import * as migration_20261129_001417_application_status from './20261129_001417_application_status';
import * as migration_20261129_021216_localized_content from './20261129_021216_localized_content';
import * as migration_20261129_021355_proposal_documents_and_refunds from './20261129_021355_proposal_documents_and_refunds';
import * as migration_20261129_032643_plan_questionnaire from './20261129_032643_plan_questionnaire';
import * as migration_20261129_033222_localized_quick_links from './20261129_033222_localized_quick_links';
import * as migration_20261129_053827_localized_bylines_testimonials_videos from './20261129_053827_localized_bylines_testimonials_videos';
import * as migration_20261129_070402_localized_plan_documents from './20261129_070402_localized_plan_documents';
import * as migration_20261129_100245_localized_toll_free from './20261129_100245_localized_toll_free';

export const migrations = [
  {
    up: migration_20261122_034936_initial.up,
    down: migration_20261122_034936_initial.down,
    name: '20261122_034936_initial',
  },
  {
    up: migration_20261122_061301_search_index_branches.up,
    down: migration_20261122_061301_search_index_branches.down,
    name: '20261122_061301_search_index_branches',
  },
  {
    up: migration_20261122_061505_leads.up,
    down: migration_20261122_061505_leads.down,
    name: '20261122_061505_leads',
  },
  {
    up: migration_20261122_064712_redirects.up,
    down: migration_20261122_064712_redirects.down,
    name: '20261122_064712_redirects',
  },
  {
    up: migration_20261122_075322_calculator_block.up,
    down: migration_20261122_075322_calculator_block.down,
    name: '20261122_075322_calculator_block',
  },
  {
    up: migration_20261122_090636_staff_roles.up,
    down: migration_20261122_090636_staff_roles.down,
    name: '20261122_090636_staff_roles',
  },
  {
    up: migration_20261122_091617_careers.up,
    down: migration_20261122_091617_careers.down,
    name: '20261122_091617_careers',
  },
  {
    up: migration_20261122_092207_policyholder_services.up,
    down: migration_20261122_092207_policyholder_services.down,
    name: '20261122_092207_policyholder_services',
  },
  {
    up: migration_20261122_092841_media_centre.up,
    down: migration_20261122_092841_media_centre.down,
    name: '20261122_092841_media_centre',
  },
  {
    up: migration_20261122_093631_policies_and_mandates.up,
    down: migration_20261122_093631_policies_and_mandates.down,
    name: '20261122_093631_policies_and_mandates',
  },
  {
    up: migration_20261122_123001_renewal_payments.up,
    down: migration_20261122_123001_renewal_payments.down,
    name: '20261122_123001_renewal_payments',
  },
  {
    up: migration_20261122_123638_dgh_submissions.up,
    down: migration_20261122_123638_dgh_submissions.down,
    name: '20261122_123638_dgh_submissions',
  },
  {
    up: migration_20261125_011742_users_login_limits_per_address.up,
    down: migration_20261125_011742_users_login_limits_per_address.down,
    name: '20261125_011742_users_login_limits_per_address',
  },
  {
    up: migration_20261125_123228_consent_records.up,
    down: migration_20261125_123228_consent_records.down,
    name: '20261125_123228_consent_records',
  },
  {
    up: migration_20261125_124110_site_settings_company.up,
    down: migration_20261125_124110_site_settings_company.down,
    name: '20261125_124110_site_settings_company',
  },
  {
    up: migration_20261125_203903_scheduled_publishing.up,
    down: migration_20261125_203903_scheduled_publishing.down,
    name: '20261125_203903_scheduled_publishing',
  },
  {
    up: migration_20261125_210224_change_history.up,
    down: migration_20261125_210224_change_history.down,
    name: '20261125_210224_change_history',
  },
  {
    up: migration_20261126_003152_quotes.up,
    down: migration_20261126_003152_quotes.down,
    name: '20261126_003152_quotes',
  },
  {
    up: migration_20261127_151910_leads_held_verified_index.up,
    down: migration_20261127_151910_leads_held_verified_index.down,
    name: '20261127_151910_leads_held_verified_index',
  },
  {
    up: migration_20261128_125130_quote_tables_gst_from_rules.up,
    down: migration_20261128_125130_quote_tables_gst_from_rules.down,
    name: '20261128_125130_quote_tables_gst_from_rules',
  },
  {
    up: migration_20261128_130449_payments_gst.up,
    down: migration_20261128_130449_payments_gst.down,
    name: '20261128_130449_payments_gst',
  },
  {
    up: migration_20261128_142710_uploads_in_a_bucket.up,
    down: migration_20261128_142710_uploads_in_a_bucket.down,
    name: '20261128_142710_uploads_in_a_bucket',
  },
  {
    up: migration_20261128_152324_review_before_publishing.up,
    down: migration_20261128_152324_review_before_publishing.down,
    name: '20261128_152324_review_before_publishing',
  },
  {
    up: migration_20261128_163626_quote_cover_till_riders_payouts.up,
    down: migration_20261128_163626_quote_cover_till_riders_payouts.down,
    name: '20261128_163626_quote_cover_till_riders_payouts',
  },
  {
    up: migration_20261128_163904_maintenance_made_safe.up,
    down: migration_20261128_163904_maintenance_made_safe.down,
    name: '20261128_163904_maintenance_made_safe',
  },
  {
    up: migration_20261128_165824_personal_data_log.up,
    down: migration_20261128_165824_personal_data_log.down,
    name: '20261128_165824_personal_data_log',
  },
  {
    up: migration_20261128_194749_field_vitals.up,
    down: migration_20261128_194749_field_vitals.down,
    name: '20261128_194749_field_vitals',
  },
  {
    up: migration_20261128_194754_proposals.up,
    down: migration_20261128_194754_proposals.down,
    name: '20261128_194754_proposals',
  },
  {
    up: migration_20261128_194812_google_tag_ids.up,
    down: migration_20261128_194812_google_tag_ids.down,
    name: '20261128_194812_google_tag_ids',
  },
  {
    up: migration_20261128_194959_blog_categories_and_tags.up,
    down: migration_20261128_194959_blog_categories_and_tags.down,
    name: '20261128_194959_blog_categories_and_tags',
  },
  {
    up: migration_20261128_231621_first_premium.up,
    down: migration_20261128_231621_first_premium.down,
    name: '20261128_231621_first_premium',
  },
  {
    up: migration_20261128_231638_site_settings_sms_templates.up,
    down: migration_20261128_231638_site_settings_sms_templates.down,
    name: '20261128_231638_site_settings_sms_templates',
  },
  {
    up: migration_20261129_001417_application_status.up,
    down: migration_20261129_001417_application_status.down,
    name: '20261129_001417_application_status',
  },
  {
    up: migration_20261129_021216_localized_content.up,
    down: migration_20261129_021216_localized_content.down,
    name: '20261129_021216_localized_content',
  },
  {
    up: migration_20261129_021355_proposal_documents_and_refunds.up,
    down: migration_20261129_021355_proposal_documents_and_refunds.down,
    name: '20261129_021355_proposal_documents_and_refunds',
  },
  {
    up: migration_20261129_032643_plan_questionnaire.up,
    down: migration_20261129_032643_plan_questionnaire.down,
    name: '20261129_032643_plan_questionnaire',
  },
  {
    up: migration_20261129_033222_localized_quick_links.up,
    down: migration_20261129_033222_localized_quick_links.down,
    name: '20261129_033222_localized_quick_links',
  },
  {
    up: migration_20261129_053827_localized_bylines_testimonials_videos.up,
    down: migration_20261129_053827_localized_bylines_testimonials_videos.down,
    name: '20261129_053827_localized_bylines_testimonials_videos',
  },
  {
    up: migration_20261129_070402_localized_plan_documents.up,
    down: migration_20261129_070402_localized_plan_documents.down,
    name: '20261129_070402_localized_plan_documents',
  },
  {
    up: migration_20261129_100245_localized_toll_free.up,
    down: migration_20261129_100245_localized_toll_free.down,
    name: '20261129_100245_localized_toll_free'
  },
];
