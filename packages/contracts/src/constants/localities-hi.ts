/**
 * Devanagari names of well-known localities (the places data's cities, Rajasthan's first), so a
 * locality type-ahead shows both names ('मालवीय नगर · Malviya Nagar'). A locality missing here
 * is still found when typed in Hindi (the listings service matches by sound key); it is only
 * shown in the script its owners wrote it in. Keyed by the English name as listings write it.
 */
export const LOCALITY_NAMES_HI: Readonly<Record<string, string>> = {
  // Jaipur
  'Malviya Nagar': 'मालवीय नगर',
  'Vaishali Nagar': 'वैशाली नगर',
  Mansarovar: 'मानसरोवर',
  'C-Scheme': 'सी-स्कीम',
  Jagatpura: 'जगतपुरा',
  'Raja Park': 'राजा पार्क',
  'Tonk Road': 'टोंक रोड',
  'Vidhyadhar Nagar': 'विद्याधर नगर',
  Jhotwara: 'झोटवाड़ा',
  'Bani Park': 'बनी पार्क',
  Sodala: 'सोडाला',
  'Pratap Nagar': 'प्रताप नगर',
  Sanganer: 'सांगानेर',
  // Jodhpur
  Sardarpura: 'सरदारपुरा',
  'Shastri Nagar': 'शास्त्री नगर',
  Ratanada: 'रातानाडा',
  Paota: 'पावटा',
  'Chopasni Housing Board': 'चौपासनी हाउसिंग बोर्ड',
  // Udaipur
  'Hiran Magri': 'हिरण मगरी',
  Fatehpura: 'फतेहपुरा',
  Sukher: 'सुखेर',
  Bhuwana: 'भुवाणा',
  Ambamata: 'अंबामाता',
  // Kota
  Talwandi: 'तलवंडी',
  'Mahaveer Nagar': 'महावीर नगर',
  'Indra Vihar': 'इंद्र विहार',
  Kunhari: 'कुन्हाड़ी',
  Dadabari: 'दादाबाड़ी',
  // Ajmer
  'Civil Lines': 'सिविल लाइंस',
  'Pushkar Road': 'पुष्कर रोड',
  'Adarsh Nagar': 'आदर्श नगर',
  // Bikaner
  'Jai Narayan Vyas Colony': 'जय नारायण व्यास कॉलोनी',
  'Rani Bazar': 'रानी बाज़ार',
  Gangashahar: 'गंगाशहर',
  // Alwar
  'Scheme No. 10': 'स्कीम नंबर 10',
  'Moti Dungri': 'मोती डूंगरी',
  'Kala Kuan': 'काला कुआँ',
  // Bhilwara
  'Subhash Nagar': 'सुभाष नगर',
  'RC Vyas Colony': 'आरसी व्यास कॉलोनी',
  // Sikar
  'Piprali Road': 'पिपराली रोड',
  'Radha Kishanpura': 'राधा किशनपुरा',
  'Nawalgarh Road': 'नवलगढ़ रोड',
  // Sri Ganganagar
  'Jawahar Nagar': 'जवाहर नगर',
  'Sukhadia Nagar': 'सुखाड़िया नगर',
  // Metros
  'Andheri West': 'अंधेरी पश्चिम',
  Powai: 'पवई',
  'Bandra West': 'बांद्रा पश्चिम',
  'Goregaon East': 'गोरेगांव पूर्व',
  Saket: 'साकेत',
  'Dwarka Sector 10': 'द्वारका सेक्टर 10',
  'Lajpat Nagar': 'लाजपत नगर',
  Rohini: 'रोहिणी',
  Koramangala: 'कोरमंगला',
  Whitefield: 'व्हाइटफ़ील्ड',
  'HSR Layout': 'एचएसआर लेआउट',
  Indiranagar: 'इंदिरानगर',
  Baner: 'बाणेर',
  Kothrud: 'कोथरूड',
  'Hinjewadi Phase 1': 'हिंजवडी फ़ेज़ 1',
  'Viman Nagar': 'विमान नगर',
  Satellite: 'सैटेलाइट',
  Bopal: 'बोपल',
  'Prahlad Nagar': 'प्रह्लाद नगर',
};
