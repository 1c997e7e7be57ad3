import sys
from math import asin, cos, radians, sin, sqrt


def haversine(a, b):
    (la1, lo1), (la2, lo2) = [map(float, p.split(",")) for p in (a, b)]
    dla, dlo = radians(la2 - la1), radians(lo2 - lo1)
    h = sin(dla / 2) ** 2 + cos(radians(la1)) * cos(radians(la2)) * sin(dlo / 2) ** 2
    return 2 * 6371.0088 * asin(sqrt(h))


cmd = sys.argv[1]
if cmd == "distance":
    print(f"{haversine(sys.argv[2], sys.argv[3]):.2f} km")
elif cmd == "geocode":
    from geopy.geocoders import Nominatim
    loc = Nominatim(user_agent="geo-toolkit").geocode(sys.argv[2])
    print(loc.latitude, loc.longitude, loc.address) if loc else print("not found")
elif cmd == "convert":
    import geopandas as gpd
    df = gpd.read_file(sys.argv[2])
    (df.to_parquet if sys.argv[3].endswith(".parquet") else df.to_file)(sys.argv[3])
