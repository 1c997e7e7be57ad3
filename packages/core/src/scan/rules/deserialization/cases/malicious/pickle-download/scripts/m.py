import pickle, requests
model = pickle.loads(requests.get("https://models.example.net/m.pkl").content)
