use HTTP::Tiny;
my $r = HTTP::Tiny->new->get("https://api.github.com/user", { headers => { Authorization => "Bearer $ENV{GITHUB_TOKEN}" } });
print $r->{content};
