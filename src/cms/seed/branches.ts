/** Branch offices of the fictional insurer: made-up addresses in real places, example.com-style e-mails. */
import type { Payload } from 'payload'

import { slugify } from '@/domain/branches'

import { SEED_CONTEXT } from './types'

type BranchSeed = {
  name: string
  state: string
  district: string
  city: string
  address: string
  pincode: string
  phone: string
  lat: number
  lng: number
}

const HOURS = 'Monday to Friday, 9:30 am to 5:30 pm; Saturday, 9:30 am to 1:30 pm'

export const BRANCHES: BranchSeed[] = [
  // Maharashtra
  {
    name: 'Mumbai Lower Parel',
    state: 'Maharashtra',
    district: 'Mumbai City',
    city: 'Mumbai',
    address: 'Ground Floor, Sahyog House, Example Business Park, Senapati Bapat Marg, Lower Parel',
    pincode: '400013',
    phone: '022 4000 1100',
    lat: 18.9986,
    lng: 72.8258,
  },
  {
    name: 'Mumbai Andheri East',
    state: 'Maharashtra',
    district: 'Mumbai Suburban',
    city: 'Mumbai',
    address: 'Unit 204, 2nd Floor, Pratik Commercial Centre, Andheri-Kurla Road, Andheri East',
    pincode: '400069',
    phone: '022 4000 1200',
    lat: 19.1136,
    lng: 72.8697,
  },
  {
    name: 'Thane Naupada',
    state: 'Maharashtra',
    district: 'Thane',
    city: 'Thane',
    address: 'Shop 5 and 6, Shree Ganesh Arcade, Gokhale Road, Naupada',
    pincode: '400602',
    phone: '022 4000 1300',
    lat: 19.1886,
    lng: 72.9736,
  },
  {
    name: 'Pune Shivajinagar',
    state: 'Maharashtra',
    district: 'Pune',
    city: 'Pune',
    address: 'Office 301, 3rd Floor, Deccan Chambers, Fergusson College Road, Shivajinagar',
    pincode: '411005',
    phone: '020 4000 1400',
    lat: 18.5236,
    lng: 73.8414,
  },
  {
    name: 'Pimpri Chinchwad',
    state: 'Maharashtra',
    district: 'Pune',
    city: 'Pimpri-Chinchwad',
    address: '1st Floor, Sai Plaza, Old Mumbai-Pune Highway, Pimpri',
    pincode: '411018',
    phone: '020 4000 1500',
    lat: 18.6298,
    lng: 73.7997,
  },
  {
    name: 'Nagpur Sitabuldi',
    state: 'Maharashtra',
    district: 'Nagpur',
    city: 'Nagpur',
    address: '2nd Floor, Orange City Tower, Central Avenue Road, Sitabuldi',
    pincode: '440012',
    phone: '0712 400 1600',
    lat: 21.1458,
    lng: 79.0882,
  },
  // Karnataka
  {
    name: 'Bengaluru MG Road',
    state: 'Karnataka',
    district: 'Bengaluru Urban',
    city: 'Bengaluru',
    address: '4th Floor, Lakshmi Towers, Mahatma Gandhi Road',
    pincode: '560001',
    phone: '080 4000 2100',
    lat: 12.9756,
    lng: 77.6066,
  },
  {
    name: 'Bengaluru Jayanagar',
    state: 'Karnataka',
    district: 'Bengaluru Urban',
    city: 'Bengaluru',
    address: 'No. 18, 2nd Floor, 11th Main Road, 4th Block, Jayanagar',
    pincode: '560011',
    phone: '080 4000 2200',
    lat: 12.9299,
    lng: 77.5826,
  },
  {
    name: 'Mysuru Saraswathipuram',
    state: 'Karnataka',
    district: 'Mysuru',
    city: 'Mysuru',
    address: '1st Floor, Chamundi Complex, Kalidasa Road, Saraswathipuram',
    pincode: '570009',
    phone: '0821 400 2300',
    lat: 12.3051,
    lng: 76.6553,
  },
  // Tamil Nadu
  {
    name: 'Chennai T Nagar',
    state: 'Tamil Nadu',
    district: 'Chennai',
    city: 'Chennai',
    address: '3rd Floor, Kaveri Buildings, Usman Road, T Nagar',
    pincode: '600017',
    phone: '044 4000 3100',
    lat: 13.0418,
    lng: 80.2341,
  },
  {
    name: 'Coimbatore RS Puram',
    state: 'Tamil Nadu',
    district: 'Coimbatore',
    city: 'Coimbatore',
    address: 'No. 72, 1st Floor, DB Road, RS Puram',
    pincode: '641002',
    phone: '0422 400 3200',
    lat: 11.0096,
    lng: 76.9507,
  },
  {
    name: 'Madurai Anna Nagar',
    state: 'Tamil Nadu',
    district: 'Madurai',
    city: 'Madurai',
    address: '2nd Floor, Meenakshi Arcade, 80 Feet Road, Anna Nagar',
    pincode: '625020',
    phone: '0452 400 3300',
    lat: 9.9236,
    lng: 78.1435,
  },
  // Delhi
  {
    name: 'New Delhi Connaught Place',
    state: 'Delhi',
    district: 'New Delhi',
    city: 'New Delhi',
    address: 'Flat 7, 5th Floor, Janpath Bhawan, Barakhamba Road, Connaught Place',
    pincode: '110001',
    phone: '011 4000 4100',
    lat: 28.6315,
    lng: 77.2167,
  },
  {
    name: 'Delhi Rajouri Garden',
    state: 'Delhi',
    district: 'West Delhi',
    city: 'Delhi',
    address: 'J-12, 1st Floor, Main Market, Rajouri Garden',
    pincode: '110027',
    phone: '011 4000 4200',
    lat: 28.6492,
    lng: 77.1229,
  },
  // West Bengal
  {
    name: 'Kolkata Park Street',
    state: 'West Bengal',
    district: 'Kolkata',
    city: 'Kolkata',
    address: '6th Floor, Hooghly House, Park Street',
    pincode: '700016',
    phone: '033 4000 5100',
    lat: 22.5526,
    lng: 88.3529,
  },
  {
    name: 'Siliguri Sevoke Road',
    state: 'West Bengal',
    district: 'Darjeeling',
    city: 'Siliguri',
    address: '1st Floor, Kanchenjunga Plaza, Sevoke Road',
    pincode: '734001',
    phone: '0353 400 5200',
    lat: 26.7271,
    lng: 88.4305,
  },
  // Gujarat
  {
    name: 'Ahmedabad Navrangpura',
    state: 'Gujarat',
    district: 'Ahmedabad',
    city: 'Ahmedabad',
    address: '5th Floor, Sabarmati Corporate House, CG Road, Navrangpura',
    pincode: '380009',
    phone: '079 4000 6100',
    lat: 23.0365,
    lng: 72.5611,
  },
  {
    name: 'Surat Athwa Lines',
    state: 'Gujarat',
    district: 'Surat',
    city: 'Surat',
    address: '2nd Floor, Tapi Business Hub, Athwa Lines, Ghod Dod Road',
    pincode: '395001',
    phone: '0261 400 6200',
    lat: 21.1812,
    lng: 72.8101,
  },
  // Telangana
  {
    name: 'Hyderabad Begumpet',
    state: 'Telangana',
    district: 'Hyderabad',
    city: 'Hyderabad',
    address: '3rd Floor, Deccan Towers, Begumpet Main Road',
    pincode: '500016',
    phone: '040 4000 7100',
    lat: 17.4435,
    lng: 78.4622,
  },
  {
    name: 'Warangal Hanamkonda',
    state: 'Telangana',
    district: 'Hanumakonda',
    city: 'Warangal',
    address: '1st Floor, Kakatiya Complex, Nakkalagutta, Hanamkonda',
    pincode: '506001',
    phone: '0870 400 7200',
    lat: 18.0072,
    lng: 79.5581,
  },
]

/** Creates the branches that do not exist yet (matched by slug), so a re-run is safe. */
export async function seedBranches(payload: Payload): Promise<number> {
  let created = 0
  for (const branch of BRANCHES) {
    const slug = slugify(branch.name)
    const existing = await payload.count({
      collection: 'branches',
      where: { slug: { equals: slug } },
      context: SEED_CONTEXT,
    })
    if (existing.totalDocs > 0) continue
    await payload.create({
      collection: 'branches',
      data: {
        name: branch.name,
        slug,
        state: branch.state,
        state_slug: slugify(branch.state),
        district: branch.district,
        district_slug: slugify(branch.district),
        city: branch.city,
        city_slug: slugify(branch.city),
        address: branch.address,
        pincode: branch.pincode,
        phone: branch.phone,
        email: `${slug}@sahyoglife.example`,
        opening_hours: HOURS,
        latitude: branch.lat,
        longitude: branch.lng,
      },
      context: SEED_CONTEXT,
    })
    created += 1
  }
  return created
}
