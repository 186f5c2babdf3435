import * as migration_20261122_034930_initial from './20261122_034930_initial';
import * as migration_20261122_061228_search_index_branches from './20261122_061228_search_index_branches';
import * as migration_20261122_061451_leads from './20261122_061451_leads';
import * as migration_20261122_064645_redirects from './20261122_064645_redirects';
import * as migration_20261122_075519_calculator_block from './20261122_075519_calculator_block';
import * as migration_20261122_091602_careers from './20261122_091602_careers';
import * as migration_20261122_091820_funds_navs_bonus_rates from './20261122_091820_funds_navs_bonus_rates';
import * as migration_20261122_091956_product_post_details from './20261122_091956_product_post_details';
import * as migration_20261122_092155_policyholder_services from './20261122_092155_policyholder_services';
import * as migration_20261122_093113_media_centre from './20261122_093113_media_centre';
import * as migration_20261122_093541_policies_and_mandates from './20261122_093541_policies_and_mandates';
import * as migration_20261122_122753_renewal_payments from './20261122_122753_renewal_payments';
import * as migration_20261122_123757_dgh_submissions_sqlite from './20261122_123757_dgh_submissions_sqlite';
import * as migration_20261125_011730_users_login_limits_per_address from './20261125_011730_users_login_limits_per_address';
import * as migration_20261125_123140_consent_records from './20261125_123140_consent_records';
import * as migration_20261125_124052_site_settings_company from './20261125_124052_site_settings_company';
import * as migration_20261125_203853_scheduled_publishing from './20261125_203853_scheduled_publishing';
import * as migration_20261125_210216_change_history from './20261125_210216_change_history';
import * as migration_20261126_003224_quotes from './20261126_003224_quotes';
import * as migration_20261127_151856_leads_held_verified_index from './20261127_151856_leads_held_verified_index';
import * as migration_20261128_125120_quote_tables_gst_from_rules from './20261128_125120_quote_tables_gst_from_rules';
import * as migration_20261128_130439_payments_gst from './20261128_130439_payments_gst';
import * as migration_20261128_142556_uploads_in_a_bucket from './20261128_142556_uploads_in_a_bucket';
import * as migration_20261128_152301_review_before_publishing from './20261128_152301_review_before_publishing';
import * as migration_20261128_163602_quote_cover_till_riders_payouts from './20261128_163602_quote_cover_till_riders_payouts';
import * as migration_20261128_163818_maintenance_made_safe from './20261128_163818_maintenance_made_safe';
import * as migration_20261128_165800_personal_data_log from './20261128_165800_personal_data_log';
import * as migration_20261128_194714_proposals from './20261128_194714_proposals';
import * as migration_20261128_194753_google_tag_ids from './20261128_194753_google_tag_ids';
import * as migration_20261128_194825_field_vitals from './20261128_194825_field_vitals';
import * as migration_20261128_194938_blog_categories_and_tags from './20261128_194938_blog_categories_and_tags';
import * as migration_20261128_231606_first_premium from './20261128_231606_first_premium';
import * as migration_20261128_231622_site_settings_sms_templates from './20261128_231622_site_settings_sms_templates';
import * as migration_20261129_001407_application_status from './20261129_001407_application_status';
import * as migration_20261129_021145_localized_content from './20261129_021145_localized_content';
import * as migration_20261129_021335_proposal_documents_and_refunds from './20261129_021335_proposal_documents_and_refunds';
import * as migration_20261129_032634_plan_questionnaire from './20261129_032634_plan_questionnaire';
import * as migration_20261129_033158_localized_quick_links from './20261129_033158_localized_quick_links';
import * as migration_20261129_053815_localized_bylines_testimonials_videos from './20261129_053815_localized_bylines_testimonials_videos';
import * as migration_20261129_070349_localized_plan_documents from './20261129_070349_localized_plan_documents';
import * as migration_20261129_100305_localized_toll_free from './20261129_100305_localized_toll_free';

export const migrations = [
  {
    up: migration_20261122_034930_initial.up,
    down: migration_20261122_034930_initial.down,
    name: '20261122_034930_initial',
  },
  {
    up: migration_20261122_061228_search_index_branches.up,
    down: migration_20261122_061228_search_index_branches.down,
    name: '20261122_061228_search_index_branches',
  },
  {
    up: migration_20261122_061451_leads.up,
    down: migration_20261122_061451_leads.down,
    name: '20261122_061451_leads',
  },
  {
    up: migration_20261122_064645_redirects.up,
    down: migration_20261122_064645_redirects.down,
    name: '20261122_064645_redirects',
  },
  {
    up: migration_20261122_075519_calculator_block.up,
    down: migration_20261122_075519_calculator_block.down,
    name: '20261122_075519_calculator_block',
  },
  {
    up: migration_20261122_091602_careers.up,
    down: migration_20261122_091602_careers.down,
    name: '20261122_091602_careers',
  },
  {
    up: migration_20261122_091820_funds_navs_bonus_rates.up,
    down: migration_20261122_091820_funds_navs_bonus_rates.down,
    name: '20261122_091820_funds_navs_bonus_rates',
  },
  {
    up: migration_20261122_091956_product_post_details.up,
    down: migration_20261122_091956_product_post_details.down,
    name: '20261122_091956_product_post_details',
  },
  {
    up: migration_20261122_092155_policyholder_services.up,
    down: migration_20261122_092155_policyholder_services.down,
    name: '20261122_092155_policyholder_services',
  },
  {
    up: migration_20261122_093113_media_centre.up,
    down: migration_20261122_093113_media_centre.down,
    name: '20261122_093113_media_centre',
  },
  {
    up: migration_20261122_093541_policies_and_mandates.up,
    down: migration_20261122_093541_policies_and_mandates.down,
    name: '20261122_093541_policies_and_mandates',
  },
  {
    up: migration_20261122_122753_renewal_payments.up,
    down: migration_20261122_122753_renewal_payments.down,
    name: '20261122_122753_renewal_payments',
  },
  {
    up: migration_20261122_123757_dgh_submissions_sqlite.up,
    down: migration_20261122_123757_dgh_submissions_sqlite.down,
    name: '20261122_123757_dgh_submissions_sqlite',
  },
  {
    up: migration_20261125_011730_users_login_limits_per_address.up,
    down: migration_20261125_011730_users_login_limits_per_address.down,
    name: '20261125_011730_users_login_limits_per_address',
  },
  {
    up: migration_20261125_123140_consent_records.up,
    down: migration_20261125_123140_consent_records.down,
    name: '20261125_123140_consent_records',
  },
  {
    up: migration_20261125_124052_site_settings_company.up,
    down: migration_20261125_124052_site_settings_company.down,
    name: '20261125_124052_site_settings_company',
  },
  {
    up: migration_20261125_203853_scheduled_publishing.up,
    down: migration_20261125_203853_scheduled_publishing.down,
    name: '20261125_203853_scheduled_publishing',
  },
  {
    up: migration_20261125_210216_change_history.up,
    down: migration_20261125_210216_change_history.down,
    name: '20261125_210216_change_history',
  },
  {
    up: migration_20261126_003224_quotes.up,
    down: migration_20261126_003224_quotes.down,
    name: '20261126_003224_quotes',
  },
  {
    up: migration_20261127_151856_leads_held_verified_index.up,
    down: migration_20261127_151856_leads_held_verified_index.down,
    name: '20261127_151856_leads_held_verified_index',
  },
  {
    up: migration_20261128_125120_quote_tables_gst_from_rules.up,
    down: migration_20261128_125120_quote_tables_gst_from_rules.down,
    name: '20261128_125120_quote_tables_gst_from_rules',
  },
  {
    up: migration_20261128_130439_payments_gst.up,
    down: migration_20261128_130439_payments_gst.down,
    name: '20261128_130439_payments_gst',
  },
  {
    up: migration_20261128_142556_uploads_in_a_bucket.up,
    down: migration_20261128_142556_uploads_in_a_bucket.down,
    name: '20261128_142556_uploads_in_a_bucket',
  },
  {
    up: migration_20261128_152301_review_before_publishing.up,
    down: migration_20261128_152301_review_before_publishing.down,
    name: '20261128_152301_review_before_publishing',
  },
  {
    up: migration_20261128_163602_quote_cover_till_riders_payouts.up,
    down: migration_20261128_163602_quote_cover_till_riders_payouts.down,
    name: '20261128_163602_quote_cover_till_riders_payouts',
  },
  {
    up: migration_20261128_163818_maintenance_made_safe.up,
    down: migration_20261128_163818_maintenance_made_safe.down,
    name: '20261128_163818_maintenance_made_safe',
  },
  {
    up: migration_20261128_165800_personal_data_log.up,
    down: migration_20261128_165800_personal_data_log.down,
    name: '20261128_165800_personal_data_log',
  },
  {
    up: migration_20261128_194714_proposals.up,
    down: migration_20261128_194714_proposals.down,
    name: '20261128_194714_proposals',
  },
  {
    up: migration_20261128_194753_google_tag_ids.up,
    down: migration_20261128_194753_google_tag_ids.down,
    name: '20261128_194753_google_tag_ids',
  },
  {
    up: migration_20261128_194825_field_vitals.up,
    down: migration_20261128_194825_field_vitals.down,
    name: '20261128_194825_field_vitals',
  },
  {
    up: migration_20261128_194938_blog_categories_and_tags.up,
    down: migration_20261128_194938_blog_categories_and_tags.down,
    name: '20261128_194938_blog_categories_and_tags',
  },
  {
    up: migration_20261128_231606_first_premium.up,
    down: migration_20261128_231606_first_premium.down,
    name: '20261128_231606_first_premium',
  },
  {
    up: migration_20261128_231622_site_settings_sms_templates.up,
    down: migration_20261128_231622_site_settings_sms_templates.down,
    name: '20261128_231622_site_settings_sms_templates',
  },
  {
    up: migration_20261129_001407_application_status.up,
    down: migration_20261129_001407_application_status.down,
    name: '20261129_001407_application_status',
  },
  {
    up: migration_20261129_021145_localized_content.up,
    down: migration_20261129_021145_localized_content.down,
    name: '20261129_021145_localized_content',
  },
  {
    up: migration_20261129_021335_proposal_documents_and_refunds.up,
    down: migration_20261129_021335_proposal_documents_and_refunds.down,
    name: '20261129_021335_proposal_documents_and_refunds',
  },
  {
    up: migration_20261129_032634_plan_questionnaire.up,
    down: migration_20261129_032634_plan_questionnaire.down,
    name: '20261129_032634_plan_questionnaire',
  },
  {
    up: migration_20261129_033158_localized_quick_links.up,
    down: migration_20261129_033158_localized_quick_links.down,
    name: '20261129_033158_localized_quick_links',
  },
  {
    up: migration_20261129_053815_localized_bylines_testimonials_videos.up,
    down: migration_20261129_053815_localized_bylines_testimonials_videos.down,
    name: '20261129_053815_localized_bylines_testimonials_videos',
  },
  {
    up: migration_20261129_070349_localized_plan_documents.up,
    down: migration_20261129_070349_localized_plan_documents.down,
    name: '20261129_070349_localized_plan_documents',
  },
  {
    up: migration_20261129_100305_localized_toll_free.up,
    down: migration_20261129_100305_localized_toll_free.down,
    name: '20261129_100305_localized_toll_free'
  },
];
