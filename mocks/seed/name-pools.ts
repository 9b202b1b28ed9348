/**
 * Hand-made, romanised name pools for countries faker has no locale for (or whose faker names are not
 * Latin script), plus words to build company brands from. Used by people-names.ts and companies.ts.
 */
import type { CountryKey } from './types';

export interface NamePool {
  first: readonly string[];
  last: readonly string[];
}

const ARABIC: NamePool = {
  first: ['Abdullah', 'Mohammed', 'Faisal', 'Khalid', 'Omar', 'Saud', 'Fahad', 'Nora', 'Reem', 'Sara', 'Lama', 'Huda', 'Yousef', 'Aisha', 'Majed', 'Layla'],
  last: ['Al-Otaibi', 'Al-Qahtani', 'Al-Harbi', 'Al-Ghamdi', 'Al-Zahrani', 'Al-Shehri', 'Al-Mutairi', 'Al-Dosari', 'Al-Mansoori', 'Al-Hashimi', 'Al-Suwaidi', 'Al-Nuaimi'],
};

/** Romanised person names where faker has no (or no Latin) locale. */
export const CUSTOM_NAMES: Partial<Record<CountryKey, NamePool>> = {
  ph: {
    first: ['Maria', 'Jose', 'Angelica', 'Mark', 'Kristine', 'John Paul', 'Jasmine', 'Carlo', 'Patricia', 'Rafael', 'Bea', 'Miguel', 'Camille', 'Paolo', 'Joy', 'Ramon', 'Aira', 'Jericho'],
    last: ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Ocampo', 'Garcia', 'Mendoza', 'Torres', 'Tomas', 'Villanueva', 'Castillo', 'Ramos', 'Aquino', 'Dela Cruz', 'Navarro', 'Salvador', 'Manalo', 'Lim'],
  },
  sg: {
    first: ['Wei Ling', 'Jun Jie', 'Hui Min', 'Darren', 'Nurul', 'Siti', 'Ravi', 'Priya', 'Jasmine', 'Marcus', 'Shu Fen', 'Farhan', 'Rachel', 'Kumar', 'Melissa', 'Zhi Hao'],
    last: ['Tan', 'Lim', 'Lee', 'Ng', 'Ong', 'Wong', 'Goh', 'Chua', 'Koh', 'Teo', 'Rahman', 'Ismail', 'Pillai', 'Nair', 'Chong', 'Yeo'],
  },
  my: {
    first: ['Ahmad', 'Nur Aisyah', 'Muhammad Hafiz', 'Siti Nurhaliza', 'Wei Jie', 'Mei Ling', 'Kavitha', 'Arjun', 'Farah', 'Hafiz', 'Chee Keong', 'Suresh', 'Aina', 'Irfan', 'Li Wen'],
    last: ['bin Abdullah', 'binti Ismail', 'Tan', 'Lim', 'Wong', 'Lee', 'Raj', 'Subramaniam', 'bin Hassan', 'binti Yusof', 'Chong', 'Ng', 'Krishnan', 'bin Othman', 'Goh'],
  },
  lk: {
    first: ['Nuwan', 'Dilani', 'Kasun', 'Tharindu', 'Chamari', 'Sanduni', 'Ruwan', 'Ishara', 'Kavindi', 'Lahiru', 'Priyanka', 'Arun', 'Tharshini', 'Dinesh', 'Nadeesha'],
    last: ['Perera', 'Fernando', 'de Silva', 'Jayasinghe', 'Bandara', 'Wickramasinghe', 'Gunawardena', 'Rajapaksha', 'Dissanayake', 'Kumara', 'Senanayake', 'Ratnayake', 'Sivakumar'],
  },
  sa: ARABIC,
  ae: {
    first: [...ARABIC.first, 'Rahul', 'Anjali', 'James', 'Maria', 'Arvind', 'Fatima'],
    last: [...ARABIC.last, 'Menon', 'Sharma', 'Walker', 'Fernandes', 'Iyer', 'Khan'],
  },
};

/** Surnames (romanised) for company brands like "Tanaka Logistics"; otherwise the people source is used. */
export const BRAND_SURNAMES: Partial<Record<CountryKey, readonly string[]>> = {
  jp: ['Tanaka', 'Yamamoto', 'Suzuki', 'Takahashi', 'Watanabe', 'Nakamura', 'Kobayashi', 'Ito', 'Kato', 'Sato', 'Matsumoto', 'Inoue'],
  tw: ['Chen', 'Lin', 'Huang', 'Chang', 'Lee', 'Wang', 'Wu', 'Liu', 'Tsai', 'Yang', 'Hsu', 'Cheng'],
  my: ['Tan', 'Lim', 'Wong', 'Raj', 'Hassan', 'Yusof', 'Krishnan', 'Chong', 'Othman', 'Ismail', 'Goh', 'Subramaniam'],
  hk: ['Chan', 'Wong', 'Lee', 'Cheung', 'Lau', 'Ho', 'Leung', 'Tang', 'Yip', 'Kwok', 'Fung', 'Lam'],
};

/** Local words that read naturally in a company brand ("Maharlika Foods"). */
export const PLACE_WORDS: Record<CountryKey, readonly string[]> = {
  jp: ['Sakura', 'Fuji', 'Yamato', 'Hikari', 'Asahi', 'Kaze', 'Midori', 'Nippon Kita', 'Sora', 'Tsubasa'],
  ph: ['Maharlika', 'Bayanihan', 'Luzon', 'Visayas', 'Mabuhay', 'Tala', 'Bituin', 'Pacific Isles', 'Sampaguita', 'Malaya', 'Archipelago', 'Narra'],
  sg: ['Lion City', 'Straits', 'Marina', 'Harbourfront', 'Merlion', 'Kallang', 'Orchid', 'Equator', 'Tanjong', 'Sentosa Bay'],
  my: ['Harimau', 'Semenanjung', 'Petronas Jaya', 'Bunga Raya', 'Nusantara', 'Kinabalu', 'Melaka', 'Langkawi', 'Cahaya', 'Seri'],
  id: ['Nusantara', 'Garuda', 'Merapi', 'Cendrawasih', 'Sinar', 'Mahakam', 'Borneo', 'Jaya', 'Samudra', 'Bintang'],
  hk: ['Victoria Harbour', 'Kowloon', 'Pearl River', 'Lantau', 'Peak', 'Jade', 'Dragon Gate', 'Bauhinia', 'Harbour', 'Star Ferry'],
  tw: ['Formosa', 'Jade Mountain', 'Taroko', 'Sun Moon', 'Alishan', 'Pacific Rim', 'Hsinchu Valley', 'Orchid Isle', 'Tamsui', 'Keelung'],
  us: ['Liberty', 'Redwood', 'Summit', 'Great Lakes', 'Pioneer', 'Evergreen', 'Atlantic', 'Lone Star', 'Golden Gate', 'Bluebonnet'],
  gb: ['Thames', 'Albion', 'Pennine', 'Windsor', 'Highland', 'Cotswold', 'Mersey', 'Kingsway', 'Avon', 'Britannia'],
  ca: ['Maple', 'Northern Lights', 'Laurentian', 'Rocky Mountain', 'Great North', 'Cascadia', 'Prairie', 'Fundy', 'Aurora', 'Boreal'],
  br: ['Ipanema', 'Amazonia', 'Cerrado', 'Paulista', 'Guanabara', 'Iguaçu', 'Aurora', 'Atlântica', 'Tropical', 'Horizonte'],
  tr: ['Anadolu', 'Boğaziçi', 'Marmara', 'Ege', 'Kapadokya', 'Toros', 'Yıldız', 'Akdeniz', 'Galata', 'Karadeniz'],
  ng: ['Niger Delta', 'Eko', 'Zuma', 'Sahel', 'Benue', 'Lagoon', 'Olumo', 'Naija', 'Greenfield', 'Savannah'],
  sa: ['Najd', 'Hejaz', 'Al Noor', 'Red Sea', 'Al Waha', 'Tuwaiq', 'Al Rimal', 'Asir', 'Al Masar', 'Dar Al Khaleej'],
  ae: ['Emirates Star', 'Gulf Horizon', 'Al Bahar', 'Dune', 'Falcon', 'Oasis', 'Creekside', 'Al Safa', 'Desert Rose', 'Pearl Coast'],
  lk: ['Lanka', 'Ceylon', 'Serendib', 'Sigiriya', 'Kelani', 'Ruhuna', 'Lotus', 'Taprobane', 'Sapphire', 'Adam’s Peak'],
  es: ['Ibérica', 'Mediterráneo', 'Sol y Mar', 'Castilla', 'Cantábrico', 'Alhambra', 'Sierra', 'Levante', 'Atlántico', 'Pirineo'],
  rs: ['Dunav', 'Sava', 'Morava', 'Kalemegdan', 'Avala', 'Zlatibor', 'Fruška', 'Šumadija', 'Tara', 'Srem'],
  com: ['Global', 'Meridian', 'Orbit', 'Atlas', 'Horizon', 'Nomad', 'Polaris', 'Vertex', 'Continental', 'Open World'],
};

/** Syllables for coined brands ("Nexora", "Bluepeak"). */
export const COINED_HEADS = ['Nex', 'Blue', 'Brio', 'Vanta', 'Lumi', 'Kora', 'Zen', 'Tri', 'Opti', 'Nova', 'Ever', 'Aster', 'Quanta', 'Veri', 'Sola'] as const;
export const COINED_TAILS = ['ora', 'peak', 'wave', 'nest', 'ify', 'loop', 'gate', 'line', 'core', 'path', 'leaf', 'works', 'scale', 'sphere'] as const;

export const WEB3_HEADS = ['Chain', 'Hash', 'Block', 'Ledger', 'Node', 'Token', 'Meta', 'Onchain', 'Defi', 'Crypto', 'Layer', 'Stake'] as const;
export const WEB3_TAILS = ['Forge', 'Nova', 'Vault', 'Bridge', 'Pulse', 'Mint', 'Swap', 'Verse', 'Shift', 'Grid'] as const;
export const WEB3_KINDS = ['Labs', 'Protocol', 'Exchange', 'Foundation', 'Network'] as const;

/** Industry id (config industry_lists) → words a brand of that industry ends with. */
export const SECTOR_WORDS: Readonly<Record<number, readonly string[]>> = {
  1: ['Technologies', 'Digital', 'Software', 'Systems', 'Tech'],
  2: ['Bank', 'Capital', 'Financial', 'Savings and Loans'],
  3: ['Accounting Services', 'Audit and Advisory', 'Assurance Partners'],
  4: ['Insurance', 'Assurance', 'Life'],
  5: ['Manufacturing', 'Industries', 'Precision', 'Steel Works'],
  6: ['Retail', 'Stores', 'Mart', 'Trading'],
  7: ['Commerce', 'Shop', 'Marketplace', 'Online'],
  8: ['Medical', 'Health', 'Clinics', 'Pharma'],
  9: ['Academy', 'Learning', 'Education', 'Institute'],
  10: ['Construction', 'Builders', 'Engineering'],
  11: ['Realty', 'Properties', 'Land', 'Estates'],
  12: ['Logistics', 'Freight', 'Express', 'Cargo'],
  13: ['Hotels', 'Resorts', 'Travel', 'Hospitality'],
  14: ['Foods', 'Kitchen', 'Bakery', 'Beverages', 'Coffee'],
  15: ['Telecom', 'Networks', 'Connect', 'Mobile'],
  16: ['Media', 'Creative', 'Studios', 'Advertising'],
  17: ['Energy', 'Power', 'Solar', 'Utilities'],
  18: ['Public Services', 'Development Authority', 'Transit Agency'],
  19: ['Outsourcing', 'Contact Solutions', 'BPO Services', 'Global Services'],
  20: ['Labs', 'Protocol', 'Exchange'],
  21: ['Consulting', 'Advisors', 'Partners'],
};
